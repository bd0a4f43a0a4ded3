/**
 * The module contract: every remote's `./module` default-exports a PortalModule.
 * The shell injects `reducers` into its one store, runs `saga`, merges `messages`
 * and mounts `routes` and `widgets`. What the shell must know before loading a remote (endpoints,
 * titles, access rules, widget ids) is the module's publication (`./publication.ts`).
 */
import type { ComponentType } from 'react';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { AccessRule, InstanceConfig, Language, ModuleId } from '@portal/instances';
import type { EnergyTypeKey, UsagePlace } from '../api/reports';
import type { Subject } from '../api/subject';

/** What the shell gives a module's page. */
export interface ModulePageProps {
  /** whose data the page shows: the signed-in user, or the public link the address carries */
  subject: Subject;
  /**
   * What another module's page gives this one when it renders it through `ModuleView` (the location
   * management page gives the map its search and selection); absent on a routed page. The page checks it.
   */
  input?: Readonly<Record<string, unknown>>;
}

/** What the dashboard gives a widget. */
export interface ModuleWidgetProps {
  subject: Subject;
  /** the usage place and energy type chosen on the dashboard; null until one is chosen */
  usagePlace: UsagePlace | null;
  energyType: EnergyTypeKey | null;
  /** sets the dashboard's usage place and energy type (the report options card); every widget gets them */
  choose: (usagePlace: UsagePlace | null, energyType: EnergyTypeKey | null) => void;
  /** true when an admin sees a target user's dashboard (the admin report dialog) */
  adminView: boolean;
}

export interface ModuleRoute extends AccessRule {
  /** the endpoint after /{instance}/{language}/, e.g. 'online/notes' */
  endpoint: string;
  /** message id of the page title ('Online - {title}') */
  titleKey: string;
  component: ComponentType<ModulePageProps>;
  /**
   * Opens without login: always (`true`), or only when the address carries the named query parameter
   * (the public notes page with `customerData`); otherwise a logged-out visitor is sent to '/'.
   */
  public?: boolean | { whenQueryParam: string };
}

/** Where the dashboard puts a widget: a grid cell (default) or the full-width row above the grid. */
export type WidgetPlacement = 'grid' | 'top';

/** The instance flags a widget may need (the boolean ones of `instance.flags`). */
export type WidgetFlag = {
  [Key in keyof InstanceConfig['flags']]: InstanceConfig['flags'][Key] extends boolean ? Key : never;
}[keyof InstanceConfig['flags']];

export interface ModuleWidget extends AccessRule {
  /** `<module id>.<name>`, e.g. 'reports.dailyConsumption'; instances order widgets by it */
  id: string;
  /** the widget's name while it loads or when it fails; a loaded widget draws its own card (`WidgetCard`) */
  titleKey: string;
  /** an instance flag that must be on, e.g. 'spotPriceWidget': otherwise the shell neither loads nor shows it */
  flag?: WidgetFlag;
  /** false: hidden (not loaded) in the admin view, e.g. the latest invoice */
  inAdminView?: boolean;
  placement?: WidgetPlacement;
  component: ComponentType<ModuleWidgetProps>;
}

/**
 * An RTK slice as a module declares it (`createSlice`'s result, or its `reducer` and `actions`): the action
 * creators are how the naming check sees the types the reducer answers to, which a reducer cannot list.
 */
export interface ModuleSlice {
  reducer: Reducer;
  actions: Record<string, { type: string }>;
}

export interface PortalModule {
  id: ModuleId;
  routes: ModuleRoute[];
  widgets?: ModuleWidget[];
  /** injected under their keys: `<module id>` or `<module id>.<feature>` (moduleRules.ts) */
  reducers?: Record<string, Reducer>;
  /**
   * The slices behind `reducers`, under the same keys (`assemblePortalModule` derives the reducers from
   * them): every action type must be `<key>/<action>`, checked on load and by `expectPortalModule`.
   */
  slices?: Record<string, ModuleSlice>;
  saga?: Saga;
  /** ids `<module id>.<area>.<key>` */
  messages: Record<Language, Record<string, string>>;
  /**
   * The rest of the module's texts, a chunk per language
   * (`() => import(/* webpackChunkName: "texts-fi-FI" *\/ './i18n/languages/fi-FI')`): the shell renders
   * the module once the page's language has arrived, and loads another on a language switch, so a page
   * carries one language, not three. `messages` then keeps what must be there at once: the titles of
   * routes and widgets. The build lists the chunks' files in the publication (`languageScripts`), and the
   * shell preloads them with the remote's entry (docs/module-federation.md).
   */
  languageMessages?: Record<Language, () => Promise<Record<string, string>>>;
}

export const definePortalModule = (module: PortalModule): PortalModule => module;
