import { useIntl } from 'react-intl';
import { WeatherMoon24Filled, WeatherMoon24Regular } from '@fluentui/react-icons';
import { PressedButton } from '@portal/shared';
import { useShell } from '../app/ShellContext';

/** The dark theme toggle; the choice is kept in the darkThemeOn cookie. */
export function DarkThemeToggle() {
  const intl = useIntl();
  const { darkTheme, setDarkTheme } = useShell();
  return (
    <PressedButton
      appearance="subtle"
      pressed={darkTheme}
      icon={darkTheme ? <WeatherMoon24Filled /> : <WeatherMoon24Regular />}
      aria-label={intl.formatMessage({ id: 'shell.header.darkTheme' })}
      onClick={() => setDarkTheme(!darkTheme)}
    />
  );
}
