import { useIntl } from 'react-intl';
import { makeStyles, tokens } from '@fluentui/react-components';

export const MAIN_CONTENT_ID = 'main-content';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { top: tokens.spacingVerticalS },
  },
});

/** The first focusable element: jumps past the header and menu to the page content. */
export function SkipLink() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <a className={styles.link} href={`#${MAIN_CONTENT_ID}`}>
      {intl.formatMessage({ id: 'shell.skipToContent' })}
    </a>
  );
}
