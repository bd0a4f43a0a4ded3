import type { ReactNode } from 'react';
import { usePageTitle } from '../app/usePageTitle';

/** Sets the page title for a route the shell renders. */
export function Titled({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  usePageTitle(titleKey);
  return <>{children}</>;
}
