import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ColorScheme } from '@portal/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  FluentProvider,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStaticStyles,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ProgressLoader } from '../loader/ProgressLoader';
import { MAIN_CONTENT_ID } from '../layout/SkipLink';
import { NotFoundContent } from '../pages/not-found/NotFoundContent';
import { addressLanguage } from '../routing/paths';
import { readDarkThemeCookie, writeDarkThemeCookie } from '../theme/darkThemeCookie';
import { loadDarkTheme, loadedDarkTheme } from '../theme/darkThemeLoader';
import { lightPortalTheme } from '../theme/lightPortalTheme';
import { BareIntl } from './BareProviders';
import { bootInstance, type BootResult } from './bootInstance';
import { PortalApp } from './PortalApp';
import { pageTitle } from './usePageTitle';

const useGlobalStyles = makeStaticStyles({ body: { margin: 0 } });

const useStyles = makeStyles({
  // layout styles stay off the FluentProvider: Fluent copies its className onto every portal (popovers, menus)
  bare: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

type RootState = BootResult | { phase: 'loading' };

let afterBoot: ((result: BootResult) => void) | null = null;

/**
 * Runs with each boot's result before the portal renders it. The federation host starts its dashboard's
 * remotes from here (bootstrap.tsx); the logged-out pages' entry sets nothing, so none of that code is there.
 */
export const setAfterBoot = (hook: ((result: BootResult) => void) | null): void => {
  afterBoot = hook;
};

// React's strict mode runs effects twice; one boot per attempt keeps one store and one session check
const boots = new Map<string, Promise<BootResult>>();
// a boot that has ended: a Root drawn after it renders its result at once, without the loader first
const settled = new Map<string, BootResult>();
const bootKey = (pathname: string, attempt: number): string => `${attempt}:${pathname}`;
const bootOnce = (pathname: string, attempt: number): Promise<BootResult> => {
  const key = bootKey(pathname, attempt);
  let boot = boots.get(key);
  if (!boot) {
    // the dark theme generator is a chunk of its own: fetched with the instance when it is the user's choice
    boot = Promise.all([bootInstance(pathname), readDarkThemeCookie() ? loadDarkTheme() : null]).then(
      ([result]) => {
        try {
          afterBoot?.(result);
        } catch (error) {
          // a head start only: the portal renders the boot all the same
          console.warn('[boot] after-boot hook failed', error);
        }
        settled.set(key, result);
        return result;
      },
    );
    boots.set(key, boot);
  }
  return boot;
};

/** Starts the first boot of the page before Root renders (the logged-out pages' entry, public.tsx). */
export const startBoot = (pathname: string): Promise<BootResult> => bootOnce(pathname, 0);

/** Title and html lang for what renders without an instance ('Online' is the default title prefix). */
function BareDocument({ language, titleKey }: { language: string; titleKey: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleKey });
  // as usePageTitle: at the commit that shows it
  useLayoutEffect(() => {
    document.title = pageTitle('Online', title);
    document.documentElement.lang = language;
  }, [language, title]);
  return null;
}

/** Boots the instance named in the address and renders the portal, or the loader, 404 or boot error. */
export function Root({ pathname }: { pathname: string }) {
  useGlobalStyles();
  const styles = useStyles();
  const [state, setState] = useState<RootState>(
    () => settled.get(bootKey(pathname, 0)) ?? { phase: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const [darkTheme, setDark] = useState(readDarkThemeCookie);
  const [darkLoaded, setDarkLoaded] = useState(() => loadedDarkTheme() !== null);

  useEffect(() => {
    let cancelled = false;
    const done = settled.get(bootKey(pathname, attempt));
    if (done) {
      setState(done);
      return undefined;
    }
    setState({ phase: 'loading' });
    void bootOnce(pathname, attempt).then((result) => {
      if (!cancelled) {
        setState(result);
        // with the boot, in the same render: no light flash before the dark theme
        setDarkLoaded(loadedDarkTheme() !== null);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, attempt]);

  const setDarkTheme = useCallback((on: boolean) => {
    writeDarkThemeCookie(on);
    setDark(on);
  }, []);

  // turned on later (user menu): the light theme stays until the generator has loaded; a failed load
  // keeps the light theme (loadDarkTheme warns) and the next switch tries again
  useEffect(() => {
    if (!darkTheme || darkLoaded) return;
    let cancelled = false;
    void loadDarkTheme().then((factory) => {
      if (!cancelled && factory) setDarkLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [darkTheme, darkLoaded]);

  const themeConfig = state.phase === 'ready' ? state.instance.theme : null;
  const colorScheme: ColorScheme = darkTheme && darkLoaded && loadedDarkTheme() ? 'dark' : 'light';
  const theme = useMemo(() => {
    const dark = colorScheme === 'dark' ? loadedDarkTheme() : null;
    return dark ? dark(themeConfig) : lightPortalTheme(themeConfig);
  }, [themeConfig, colorScheme]);

  const bareLanguage = addressLanguage(pathname);

  return (
    <FluentProvider theme={theme}>
      {state.phase === 'ready' ? (
        <PortalApp boot={state} darkTheme={darkTheme} setDarkTheme={setDarkTheme} colorScheme={colorScheme} />
      ) : (
        <BareIntl language={bareLanguage}>
          <BareDocument
            language={bareLanguage}
            titleKey={state.phase === 'notFound' ? 'shell.title.notFound' : 'shell.title.loading'}
          />
          <main id={MAIN_CONTENT_ID} className={styles.bare}>
            {state.phase === 'loading' && <ProgressLoader />}
            {state.phase === 'notFound' && <NotFoundContent address={window.location.href} />}
            {state.phase === 'failed' && (
              <MessageBar intent="error" layout="multiline">
                <MessageBarBody>
                  <MessageBarTitle>
                    <FormattedMessage id="shell.boot.failed.title" />
                  </MessageBarTitle>
                  <FormattedMessage id="shell.boot.failed.body" />
                </MessageBarBody>
                <MessageBarActions>
                  <Button appearance="primary" onClick={() => setAttempt((n) => n + 1)}>
                    <FormattedMessage id="shell.boot.retry" />
                  </Button>
                </MessageBarActions>
              </MessageBar>
            )}
          </main>
        </BareIntl>
      )}
    </FluentProvider>
  );
}
