import { useIntl } from 'react-intl';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { WeatherMoon24Filled, WeatherMoon24Regular } from '@fluentui/react-icons';
import { useShell } from '../app/ShellContext';

// A Button with aria-pressed and ToggleButton's subtle checked colours: Fluent's ToggleButton brings the
// checked styles of every appearance (about 2 KB gzip) to the logged-out pages for this one button.
const useStyles = makeStyles({
  checked: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    color: tokens.colorNeutralForeground2Selected,
    '@media (forced-colors: active)': {
      backgroundColor: 'Highlight',
      color: 'HighlightText',
      forcedColorAdjust: 'none',
    },
  },
});

/** The dark theme toggle; the choice is kept in the darkThemeOn cookie. */
export function DarkThemeToggle() {
  const intl = useIntl();
  const styles = useStyles();
  const { darkTheme, setDarkTheme } = useShell();
  return (
    <Button
      appearance="subtle"
      className={mergeClasses(darkTheme && styles.checked)}
      aria-pressed={darkTheme}
      icon={darkTheme ? <WeatherMoon24Filled /> : <WeatherMoon24Regular />}
      aria-label={intl.formatMessage({ id: 'shell.header.darkTheme' })}
      onClick={() => setDarkTheme(!darkTheme)}
    />
  );
}
