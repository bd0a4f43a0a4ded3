declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { AdapterFactory } from 'oidc-provider';
  /** oidc-provider's in-memory adapter with a store of its own (an LRU of 1000 entries) */
  export function createMemoryAdapter(clockTolerance?: number): AdapterFactory;
}
