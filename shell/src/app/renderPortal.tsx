import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import { Root } from './Root';
import { watchModalHiddenLeak } from './modalHiddenLeak';

/** Renders the portal into #root (both entries: the federation host's bootstrap and the logged-out pages'). */
export function renderPortal(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  watchModalHiddenLeak(container);
  // The server's CSP allows only style elements with this page's nonce (docs/security.md): Griffel puts it
  // on every style element it makes, and FluentProvider on its theme element (it reads the renderer's).
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  const renderer = createDOMRenderer(document, nonce ? { styleElementAttributes: { nonce } } : {});
  createRoot(container).render(
    <StrictMode>
      <RendererProvider renderer={renderer} targetDocument={document}>
        <Root pathname={window.location.pathname} />
      </RendererProvider>
    </StrictMode>,
  );
}
