import type { AnchorHTMLAttributes } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  markdown: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    '& h2, & h3, & h4, & p, & ul, & ol': { margin: 0 },
    '& h2': {
      fontSize: tokens.fontSizeBase500,
      lineHeight: tokens.lineHeightBase500,
      marginTop: tokens.spacingVerticalS,
    },
    '& h3, & h4': { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
    '& ul, & ol': {
      paddingInlineStart: tokens.spacingHorizontalXL,
      display: 'grid',
      gap: tokens.spacingVerticalXS,
    },
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/** A link to another site: it opens in a new tab, without giving that site a handle on this one. */
export const isExternalHref = (href: string | undefined): boolean => {
  if (!href) return false;
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== window.location.origin;
  } catch {
    return false;
  }
};

function MarkdownLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const intl = useIntl();
  const styles = useStyles();
  if (!isExternalHref(href)) return <Link href={href}>{children}</Link>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={styles.hidden}>{` ${intl.formatMessage({ id: 'shell.content.opensInNewTab' })}`}</span>
    </Link>
  );
}

/**
 * The page's own heading is the h1, so the file's headings start at h2 (a `#` in a file is an h2 too).
 * `node` is react-markdown's syntax node: not an attribute.
 */
const COMPONENTS: Components = {
  a: ({ node: _node, ...props }) => <MarkdownLink {...props} />,
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
};

/**
 * An instance's markdown, rendered as React elements (react-markdown: no innerHTML). Raw HTML in the file
 * is dropped, `javascript:` and other unsafe addresses are emptied (react-markdown's default urlTransform),
 * images are left out (an instance file names no image the portal could vouch for).
 */
export function MarkdownContent({ children }: { children: string }) {
  const styles = useStyles();
  return (
    <div className={styles.markdown}>
      <Markdown skipHtml disallowedElements={['img']} unwrapDisallowed components={COMPONENTS}>
        {children}
      </Markdown>
    </div>
  );
}
