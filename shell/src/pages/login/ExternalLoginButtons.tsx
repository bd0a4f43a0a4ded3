import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ExternalLoginButton } from '@portal/instances';
import { useIntl } from 'react-intl';
import { externalButtonLabel } from './externalButtonLabel';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  button: { width: '100%', minHeight: '40px' },
});

export interface ExternalLoginButtonsProps {
  buttons: ExternalLoginButton[];
  disabled: boolean;
  onSelect: (button: ExternalLoginButton) => void;
}

export function ExternalLoginButtons({ buttons, disabled, onSelect }: ExternalLoginButtonsProps) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={intl.formatMessage({ id: 'shell.login.externalButtons' })}>
      {buttons.map((button) => (
        <li key={button.id}>
          <Button
            className={styles.button}
            appearance="secondary"
            disabled={disabled || !button.enabled}
            onClick={() => onSelect(button)}
          >
            {externalButtonLabel(intl, button)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
