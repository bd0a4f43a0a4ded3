import { Spinner } from '@fluentui/react-components';
import { ErrorAlert } from '@portal/shared';
import { Component, Fragment, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { OnDemand } from './onDemand';

interface BoundaryState {
  failed: boolean;
  error: unknown;
  /** each Retry mounts the part afresh, so it asks for a new load */
  attempt: number;
}

/** A part that could not be fetched: the general localized error with Retry (which fetches again). */
class PartBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      <ErrorAlert
        error={this.state.error ?? new Error('part not loaded')}
        onRetry={() => this.setState(({ attempt }) => ({ failed: false, error: null, attempt: attempt + 1 }))}
      />
    );
  }
}

function LoadedPart<P extends object>({ part, props }: OnDemandPartProps<P>) {
  // once loaded, the part renders at once (no fallback, no Suspense throttle); lazy() remembers a failure,
  // so a new one is made per mount (PartBoundary's Retry)
  const [Lazy] = useState(() => lazy(() => part.load()));
  const loaded = part.current();
  if (loaded) {
    const Loaded = loaded.default;
    return <Loaded {...props} />;
  }
  return <Lazy {...props} />;
}

export interface OnDemandPartProps<P extends object> {
  part: OnDemand<{ default: ComponentType<P> }>;
  props: P;
}

/**
 * Renders a part fetched on demand (onDemand.ts) where it is shown: a spinner in its place while it
 * loads, the localized error with Retry when the fetch fails.
 */
export function OnDemandPart<P extends object>({
  part,
  props,
  label,
}: OnDemandPartProps<P> & { label?: string }) {
  return (
    <PartBoundary>
      <Suspense fallback={<Spinner size="small" label={label} />}>
        <LoadedPart part={part} props={props} />
      </Suspense>
    </PartBoundary>
  );
}
