import { makeStyles, tokens } from '@fluentui/react-components';

export const useAccountStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '32rem',
  },
  submit: { alignSelf: 'flex-start', minHeight: '32px' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // headings take their spacing from the gap
  heading: { margin: 0 },
});
