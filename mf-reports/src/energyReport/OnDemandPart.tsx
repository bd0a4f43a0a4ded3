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

/**
 * Chooses the part's component once, above its Suspense: the loaded module when it is there (no fallback),
 * else a lazy() that loads it. Held here, the choice survives the part suspending (state below a Suspense
 * that has not mounted yet is thrown away, and a new lazy per retry would fetch again and again instead of
 * showing the failure), and the part keeps one component type, so it is never remounted. lazy() remembers
 * a failure: PartBoundary's Retry remounts this for a new one.
 */
function LazyPart<P extends object>({ part, props, label }: OnDemandPartProps<P> & { label?: string }) {
  const [Part] = useState<ComponentType<P>>(() => part.current()?.default ?? lazy(() => part.load()));
  return (
    <Suspense fallback={<Spinner size="small" label={label} />}>
      <Part {...props} />
    </Suspense>
  );
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
      <LazyPart part={part} props={props} label={label} />
    </PartBoundary>
  );
}
