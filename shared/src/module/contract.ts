/**
 * The module contract: every remote's `./module` default-exports a PortalModule.
 * The shell injects `reducers` into its one store, runs `saga`, merges `messages`
 * and mounts `routes` and `widgets`.
 */
import type { ComponentType } from 'react';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { AccessRule, Language, ModuleId } from '@portal/instances';

export interface ModuleRoute extends AccessRule {
  /** the endpoint after /{instance}/{language}/, e.g. 'online/notes' */
  endpoint: string;
  /** message id of the page title ('Online - {title}') */
  titleKey: string;
  component: ComponentType;
  /**
   * Opens without login: always (`true`), or only when the address carries the named query parameter
   * (the public notes page with `customerData`); otherwise a logged-out visitor is sent to '/'.
   */
  public?: boolean | { whenQueryParam: string };
}

export interface ModuleWidget extends AccessRule {
  id: string;
  titleKey: string;
  component: ComponentType;
}

export interface PortalModule {
  id: ModuleId;
  routes: ModuleRoute[];
  widgets?: ModuleWidget[];
  /** injected under their keys; keys start with the module id */
  reducers?: Record<string, Reducer>;
  saga?: Saga;
  messages: Record<Language, Record<string, string>>;
}

export const definePortalModule = (module: PortalModule): PortalModule => module;
