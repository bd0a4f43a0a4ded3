/**
 * Out of sight, still read by screen readers: spread into a makeStyles rule (the menu's 'opens in a new
 * tab', the header's labels on a phone).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
