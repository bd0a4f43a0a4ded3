import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Language } from '@portal/instances';
import { PortalContext, type PortalContextValue } from '@portal/shared';
import { mergeMessages } from '../i18n/mergeMessages';
import { catalogServes, ModuleView } from '../modules/ModuleView';
import { ProgressLoader } from '../loader/ProgressLoader';
import { isDistrictHeatingHidden, syncDistrictHeatingCookie } from '../menu/districtHeatingCookie';
import { filterMenu } from '../menu/filterMenu';
import { NotFoundContent } from '../pages/not-found/NotFoundContent';
import { isLanguage, buildPath, rewriteLanguage } from '../routing/paths';
import { PortalRoutes } from '../routing/PortalRoutes';
import { SessionCheckOnNavigation } from '../routing/SessionCheckOnNavigation';
import { useSession } from '../routing/useSession';
import { configureSession, sessionActions } from '../session';
import { BareIntl, PORTAL_TIME_ZONE } from './BareProviders';
import { setNavigator } from './navigation';
import type { PortalAppProps } from './PortalApp';
import { ShellContext, type ShellContextValue } from './ShellContext';
import { useInstanceTexts } from './useInstanceTexts';

/** Checks the instance and language segments of the address before anything renders for them. */
export function InstanceApp(props: PortalAppProps) {
  const { instanceId, language } = useParams();
  const location = useLocation();
  const { instance } = props.boot;
  if (instanceId !== instance.id) {
    // the page was loaded for one instance; another one needs its own page load
    return (
      <BareIntl language={props.boot.language}>
        <main>
          <NotFoundContent address={window.location.href} />
        </main>
      </BareIntl>
    );
  }
  if (!isLanguage(language) || !instance.languages.includes(language)) {
    return <Navigate to={rewriteLanguage(location, instance.languages[0] ?? 'fi-FI')} replace />;
  }
  return <LanguageApp {...props} language={language} />;
}

function LanguageApp({
  boot,
  darkTheme,
  setDarkTheme,
  colorScheme,
  language,
}: PortalAppProps & { language: Language }) {
  const { instance, registry, catalog } = boot;
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { user } = useSession();

  // the session saga builds login and logout addresses from this; it must see a language change at once
  configureSession({
    instanceId: instance.id,
    language,
    logoutUrl: instance.links.logout,
    offlineApp: instance.flags.offlineApp,
  });

  useLayoutEffect(() => {
    setNavigator((to, opts) => navigate(to, { replace: opts?.replace, state: opts?.state }));
    return () => setNavigator(null);
  }, [navigate]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    if (user) syncDistrictHeatingCookie(user);
  }, [user]);
  // the cookie follows the user on login and page load; until a user is known, the cookie decides
  const districtHeatingHidden = user ? !user.hasHeatUsagePlaces : isDistrictHeatingHidden();
  const visibleMenu = useMemo(
    () => filterMenu({ instance, catalog, user, districtHeatingHidden }),
    [instance, catalog, user, districtHeatingHidden],
  );

  // a language switch fetches the installed modules' texts in it (their languageMessages)
  useEffect(() => registry.setLanguage(language), [registry, language]);
  const modulesVersion = useSyncExternalStore(registry.subscribe, registry.getVersion);
  const texts = useInstanceTexts(instance.id, language, { language: boot.language, texts: boot.texts });
  const messages = useMemo(
    () => mergeMessages(language, registry.messagesFor(language), texts ?? {}),
    // modulesVersion changes when a module adds its messages
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, texts, registry, modulesVersion],
  );

  const portal = useMemo<PortalContextValue>(
    () => ({
      instance,
      language,
      user,
      pathTo: (endpoint) => buildPath(instance.id, language, endpoint),
      ModuleView,
      servesEndpoint: (endpoint) => catalogServes(catalog, endpoint),
      logout: () => dispatch(sessionActions.logoutRequested()),
      colorScheme,
    }),
    [instance, language, user, dispatch, catalog, colorScheme],
  );

  const [menuOpen, setMenuOpen] = useState(false);
  const shell = useMemo<ShellContextValue>(
    () => ({ registry, catalog, visibleMenu, darkTheme, setDarkTheme, menuOpen, setMenuOpen }),
    [registry, catalog, visibleMenu, darkTheme, setDarkTheme, menuOpen],
  );

  if (!texts) {
    return (
      <BareIntl language={language}>
        <ProgressLoader />
      </BareIntl>
    );
  }

  return (
    <IntlProvider locale={language} defaultLocale="fi-FI" timeZone={PORTAL_TIME_ZONE} messages={messages}>
      <PortalContext.Provider value={portal}>
        <ShellContext.Provider value={shell}>
          <SessionCheckOnNavigation />
          <PortalRoutes />
        </ShellContext.Provider>
      </PortalContext.Provider>
    </IntlProvider>
  );
}
