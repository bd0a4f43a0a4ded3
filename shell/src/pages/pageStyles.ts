import { makeStyles, tokens } from '@fluentui/react-components';

export const usePageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '48rem',
    padding: tokens.spacingVerticalXL,
    // headings and paragraphs take their spacing from the gap, not from browser margins
    '& h1, & p': { margin: 0 },
  },
  actions: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  address: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});
