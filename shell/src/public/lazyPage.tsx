import { Component, Suspense, lazy, useMemo, useState } from 'react';
import type { ComponentType, ErrorInfo, LazyExoticComponent, ReactNode } from 'react';
import { RemoteLoadFailed } from '../federation/RemoteBoundary';
import { ProgressLoader } from '../loader/ProgressLoader';

class PageLoadCatcher extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[pages] a page did not load', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteLoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * A page fetched when it is first shown, not with the login page (docs/first-load.md): the loader while
 * it loads; when the load fails, the localized "could not be loaded" card with its Try again button,
 * which fetches it anew (React.lazy keeps a failed load, so a retry needs a new one).
 */
export function lazyPage(load: () => Promise<ComponentType>, name: string): ComponentType {
  let current: LazyExoticComponent<ComponentType> | null = null;
  const fresh = () => (current = lazy(() => load().then((Page) => ({ default: Page }))));
  function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    // the first mount reuses the load already started (or done); each retry starts a new one
    const Page = useMemo(() => (attempt === 0 && current ? current : fresh()), [attempt]);
    return (
      <PageLoadCatcher key={attempt} onRetry={() => setAttempt((count) => count + 1)}>
        <Suspense fallback={<ProgressLoader />}>
          <Page />
        </Suspense>
      </PageLoadCatcher>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
