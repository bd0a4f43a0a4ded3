import type { InstanceConfig } from '@portal/instances';
import { loadInstanceConfigs } from './loadInstanceConfigs.js';

/** The validated instances, loaded once at start. */
export interface InstanceRegistry {
  list: readonly InstanceConfig[];
  get(id: string): InstanceConfig | undefined;
  /** the instance whose OAuth client this is (`mimo_<id>`), if any */
  byClientId(clientId: string): InstanceConfig | undefined;
}

export const clientIdOf = (instance: string): string => `mimo_${instance}`;

export function createInstanceRegistry(configs: readonly InstanceConfig[]): InstanceRegistry {
  const byId = new Map(configs.map((config) => [config.id, config]));
  const byClient = new Map(configs.map((config) => [config.oauth.clientId, config]));
  return {
    list: configs,
    get: (id) => byId.get(id),
    byClientId: (clientId) => {
      const config = byClient.get(clientId);
      // the tenant is the client id: it must be exactly mimo_<the instance's own id>
      return config && clientIdOf(config.id) === clientId ? config : undefined;
    },
  };
}

export async function loadInstanceRegistry(dir: string): Promise<InstanceRegistry> {
  return createInstanceRegistry(await loadInstanceConfigs(dir));
}
