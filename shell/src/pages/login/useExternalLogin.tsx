import type { ExternalLoginButton } from '@portal/instances';
import { externalLoginHref } from '@portal/instances/externalLogin';
import { usePortal } from '@portal/shared';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { fullPageRedirect } from '../../session/fullPageRedirect';

// Fluent's dialog code arrives when the dialog is needed, not with the page (docs/first-load.md)
const StrongAuthDialog = lazy(() =>
  import('./StrongAuthDialog').then((module) => ({ default: module.StrongAuthDialog })),
);

export interface ExternalLogin {
  /** a button pressed: its service at once, or first the strong-authentication confirmation */
  choose: (button: ExternalLoginButton) => void;
  /** opens the confirmation for a strong service (the login page's 'strong_auth_required' answer) */
  askStrongAuth: (button: ExternalLoginButton) => void;
  /** the confirmation is open or the browser is leaving for the service: the page's buttons wait */
  busy: boolean;
  /** the confirmation dialog, to render where the page wants it */
  confirmation: ReactNode;
}

/** An external login service's way in, the same on the login and welcome pages (docs/openid-login.md). */
export function useExternalLogin(): ExternalLogin {
  const { instance, language } = usePortal();
  const [strongAuthButton, setStrongAuthButton] = useState<ExternalLoginButton | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const redirect = useCallback(
    (button: ExternalLoginButton) => {
      setStrongAuthButton(null);
      setRedirecting(true);
      // a button naming an OpenID provider starts at the auth service, which builds the signed request
      fullPageRedirect(externalLoginHref(instance.id, button, language));
    },
    [instance.id, language],
  );
  const choose = useCallback(
    (button: ExternalLoginButton) => (button.strongAuth ? setStrongAuthButton(button) : redirect(button)),
    [redirect],
  );
  const confirmation = strongAuthButton && (
    <Suspense fallback={null}>
      <StrongAuthDialog
        button={strongAuthButton}
        onConfirm={redirect}
        onCancel={() => setStrongAuthButton(null)}
      />
    </Suspense>
  );
  return {
    choose,
    askStrongAuth: setStrongAuthButton,
    busy: strongAuthButton !== null || redirecting,
    confirmation,
  };
}
