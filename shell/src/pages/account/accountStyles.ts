import { makeStyles, tokens } from '@fluentui/react-components';

export const useAccountStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '32rem',
  },
  submit: { alignSelf: 'flex-start', minHeight: '32px' },
  // four tabs in Finnish are wider than a phone: they go on a second line instead of widening the page
  tabs: { flexWrap: 'wrap' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // headings take their spacing from the gap
  heading: { margin: 0 },
});
