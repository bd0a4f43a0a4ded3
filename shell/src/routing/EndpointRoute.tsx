import { useParams } from 'react-router-dom';
import { usePortal } from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { isModuleEnabled, moduleForEndpoint } from '../modules/catalog';
import { CatchAll } from './CatchAll';
import { ModulePage } from './ModulePage';

/** An endpoint the shell has no page of its own for: an enabled module's page, or the catch-all. */
export function EndpointRoute() {
  const { instance } = usePortal();
  const { registry } = useShell();
  const endpoint = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const moduleId = moduleForEndpoint(endpoint);
  if (!moduleId || !isModuleEnabled(instance, moduleId)) return <CatchAll />;
  return (
    <RemoteBoundary key={moduleId} moduleId={moduleId} onRetry={() => registry.forget(moduleId)}>
      <ModulePage moduleId={moduleId} endpoint={endpoint} />
    </RemoteBoundary>
  );
}
