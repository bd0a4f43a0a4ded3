import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { ContentEndpoint } from '@portal/instances/endpoints';
import { usePortal } from '@portal/shared';
import { lazyPage } from '../../public/lazyPage';
import { decideRouteAccess } from '../../routing/ModulePage';
import { SessionPending } from '../../routing/SessionPending';
import { Titled } from '../../routing/Titled';
import { unauthorizedStateOf } from '../../routing/unauthorizedState';
import { useSession } from '../../routing/useSession';
import { contentAccessRule, contentTitleKey } from './contentTitle';

const markdownPage = (endpoint: ContentEndpoint): ComponentType =>
  lazyPage(
    () =>
      import('./MarkdownPage').then(({ MarkdownPage }) => {
        const Page = () => <MarkdownPage endpoint={endpoint} />;
        return Page;
      }),
    endpoint,
  );

/** Each page is its own chunk, fetched when first opened (react-markdown with the markdown pages). */
const PAGES: Record<ContentEndpoint, ComponentType> = {
  'online/faq': lazyPage(() => import('./FaqPage').then((m) => m.FaqPage), 'FaqPage'),
  'online/contact': lazyPage(() => import('./ContactPage').then((m) => m.ContactPage), 'ContactPage'),
  'online/pricing': lazyPage(() => import('./PricingPage').then((m) => m.PricingPage), 'PricingPage'),
  'online/contact-details': markdownPage('online/contact-details'),
  'online/energy-saving-tips': markdownPage('online/energy-saving-tips'),
  'online/customer-service': markdownPage('online/customer-service'),
  'online/lowell': markdownPage('online/lowell'),
  'online/retired-reporting': markdownPage('online/retired-reporting'),
};

/**
 * A content page the instance offers (docs/content-pages.md): opened by its menu item's rule (logged-out
 * users go to the root, users without the roles or scopes to the 401 page); the retired-reporting notice is
 * public.
 */
export function ContentRoute({ endpoint }: { endpoint: ContentEndpoint }) {
  const session = useSession();
  const { instance, pathTo } = usePortal();
  const rule = contentAccessRule(instance, endpoint);
  switch (decideRouteAccess(rule, session)) {
    case 'pending':
      return <SessionPending />;
    case 'toRoot':
      return <Navigate to={pathTo('')} replace />;
    case 'unauthorized':
      return <Navigate to={pathTo('401')} replace state={unauthorizedStateOf(rule)} />;
    case 'open': {
      const Page = PAGES[endpoint];
      return (
        <Titled titleKey={contentTitleKey(instance, endpoint)}>
          <Page />
        </Titled>
      );
    }
  }
}
