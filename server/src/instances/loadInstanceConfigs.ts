import { loadInstances, type InstanceConfig } from '@portal/instances';

/** Every `<dir>/<id>/instance.json`, validated; throws naming the file, field and rule of each problem. */
export async function loadInstanceConfigs(dir: string): Promise<InstanceConfig[]> {
  return loadInstances(dir);
}
