import { makeStyles, tokens } from '@fluentui/react-components';

export const usePageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '48rem',
    padding: tokens.spacingVerticalXL,
  },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  address: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});
