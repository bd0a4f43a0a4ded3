import type { InstanceConfig, Language } from '@portal/instances';
import { fetchOnce, INSTANCE_FILE_INIT, INSTANCE_ID, instanceTextsUrl, instanceUrl } from './earlyFetch';

export class InstanceLoadError extends Error {
  override readonly name = 'InstanceLoadError';
}

const isJson = (response: Response): boolean => (response.headers.get('Content-Type') ?? '').includes('json');

/** The validated instance file; null for an unknown instance (the shell then shows its 404 page). */
export async function fetchInstance(instanceId: string): Promise<InstanceConfig | null> {
  if (!INSTANCE_ID.test(instanceId)) return null;
  let response: Response;
  try {
    response = await fetchOnce(instanceUrl(instanceId), INSTANCE_FILE_INIT);
  } catch (error) {
    throw new InstanceLoadError(`instance ${instanceId}: ${String(error)}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new InstanceLoadError(`instance ${instanceId}: HTTP ${response.status}`);
  // a server answering unknown paths with index.html means there is no such instance file
  if (!isJson(response)) return null;
  return (await response.json()) as InstanceConfig;
}

const textsCache = new Map<string, Promise<Record<string, string>>>();

/** The instance's own texts for a language; missing texts are no error (the shell's texts apply). */
export function fetchInstanceTexts(instanceId: string, language: Language): Promise<Record<string, string>> {
  const key = `${instanceId}/${language}`;
  const cached = textsCache.get(key);
  if (cached) return cached;
  const load = fetchOnce(instanceTextsUrl(instanceId, language), INSTANCE_FILE_INIT).then(
    async (response) => {
      if (response.status === 404 || !isJson(response)) return {};
      if (!response.ok) throw new InstanceLoadError(`texts ${key}: HTTP ${response.status}`);
      return (await response.json()) as Record<string, string>;
    },
  );
  textsCache.set(key, load);
  load.catch(() => textsCache.delete(key));
  return load;
}
