/** The shape of instances/<id>/instance.json. instance.schema.json is the validating twin of this type. */
export type Language = 'fi-FI' | 'sv-FI' | 'en-US';

export type Role =
  | 'ROLE_USER'
  | 'ROLE_ADMIN'
  | 'ROLE_SUPERUSER'
  | 'ROLE_SERVANT'
  | 'ROLE_SELLER'
  | 'ROLE_SSN_VIEWER'
  | 'ROLE_METER_CONTROL';

export type ModuleId = 'reports' | 'billing' | 'notes' | 'metering' | 'admin' | 'map';

/** An access rule: any of `roles`, all of `scopes`, and (when given) any of `optionalScopes`. */
export interface AccessRule {
  roles?: Role[];
  scopes?: string[];
  optionalScopes?: string[];
}

export interface MenuItem extends AccessRule {
  type: 'item';
  id: string;
  /** message id, resolved against the instance texts first, then the shell messages */
  labelKey: string;
  endpoint: string;
  icon?: string;
  /** the district heating entry, hidden while the hideDistrictHeatingSection cookie is 'true' */
  districtHeating?: boolean;
}
export interface MenuExternalLink extends AccessRule {
  type: 'external';
  id: string;
  labelKey: string;
  url: string;
  icon?: string;
}
export interface MenuSubHeader {
  type: 'subheader';
  id: string;
  labelKey: string;
}
export interface MenuGroup extends AccessRule {
  type: 'group';
  id: string;
  labelKey: string;
  icon?: string;
  items: Array<MenuItem | MenuExternalLink | MenuSubHeader>;
}
export type MenuEntry = MenuItem | MenuExternalLink | MenuSubHeader | MenuGroup;
export interface MenuSection extends AccessRule {
  id: string;
  labelKey?: string;
  entries: MenuEntry[];
}

export interface ExternalLoginButton {
  id: string;
  kind: 'suomifi' | 'bank' | 'google' | 'microsoft' | 'facebook' | 'apple' | 'custom';
  labelKey: string;
  /** a disabled button is rendered greyed out; when every button and the form are disabled the forgot-password link hides */
  enabled: boolean;
  /**
   * the id of the `openid.providers` entry the button logs in with: the button links to
   * `/auth/openid/start?instance=<id>&button=<button id>&language=<lang>` (docs/openid-login.md)
   */
  provider?: string;
  /** a link-only button (no login of ours): the address it opens; a button has `provider` or `url` */
  url?: string;
  /** ask the strong-authentication confirmation dialog before redirecting */
  strongAuth?: boolean;
}

/** An OpenID Connect provider of the external login buttons (docs/openid-login.md). */
export interface OpenIdProviderConfig {
  /** what a button's `provider` names */
  id: string;
  /** `bundled:demo-bank` (the bundled test provider) or a real broker's https issuer */
  issuer: string;
  /** default `mimo_<instance id>` */
  clientId?: string;
  /** default `['openid', 'profile']` */
  scopes?: string[];
  /**
   * the levels of assurance asked (`acr_values`) and accepted in the ID token's `acr`; default the FTN
   * levels substantial and high (`http://ftn.ficora.fi/2017/loa2`, `.../loa3`)
   */
  acrValues?: string[];
  /** a first login with no account creates a ROLE_USER account; false: refused with user_not_found */
  createAccounts: boolean;
}

export interface ContactSubject {
  /** sent by the form and checked by the server */
  id: string;
  /** the subject's name in each of the instance's languages */
  label: Partial<Record<Language, string>>;
}

export interface ContactConfig {
  /** the utility's customer service mailbox the contact form delivers to */
  email: string;
  subjects: ContactSubject[];
}

export interface InstanceConfig {
  /** equals the folder name */
  id: string;
  displayName: string;
  /** page titles are '<titlePrefix> - <page title>'; default 'Online' */
  titlePrefix: string;
  /** first is the default */
  languages: Language[];
  theme: {
    /** brand colour ramp base, e.g. '#0f6cbd' */
    primaryColor: string;
    fontFamily?: string;
    /** image file name inside the instance folder */
    logo: string;
    logoDark?: string;
    /** file name of the welcome page screenshot inside the instance folder */
    screenshot?: string;
  };
  login: {
    /** the username/password form is shown */
    localForm: boolean;
    /** only the external buttons are shown (no form, no divider) */
    externalOnly: boolean;
    /** a description text (message shell.login.description from the instance texts) without the form */
    descriptionOnly: boolean;
    externalButtons: ExternalLoginButton[];
    /** shows the forgot-username link and dialog */
    forgotUsernameUrl?: string;
    /** users of this instance must log in with strong authentication: local login answers strong_auth_required */
    strongAuthRequired: boolean;
    /** local login allowed for the instance at all */
    allowLocalLogin: boolean;
    /** base name of the login page notice: the shell fetches notifications/<base>.<lang>.txt */
    notificationFile?: string;
    /** the Security tab of the account page is never shown */
    hideSecurityTab?: boolean;
  };
  links: {
    /** the header title links here; the catch-all sends logged-out users to login when set */
    externalMainPage?: string;
    /** where logout sends the user; default the login page */
    logout?: string;
  };
  header: {
    /** the title links to the 404 page and no login link is shown */
    restricted404: boolean;
  };
  /**
   * base names of the bell's two static texts (service break first, then info); the shell fetches
   * notifications/<base>.<lang>.txt, paragraphs separated by blank lines
   */
  notifications: { serviceBreak?: string; info?: string };
  flags: {
    twitterTimeline?: string;
    spotPriceWidget: boolean;
    spotPriceOptions: boolean;
    weightedAverage: boolean;
    comparisonTable: boolean;
    dashboardTab: boolean;
    invoicesInMenu: boolean;
    allowTableStatus: boolean;
    allowBarcode: boolean;
    externalLinks: boolean;
    offlineApp: boolean;
    allowUserMappedLocationsManually: boolean;
    sharedLocations: boolean;
    meterControl: boolean;
    retiredReportingNotice: boolean;
    customerPickerThreshold: number;
  };
  /** prices beyond the market's (issue 9, docs/spot-prices.md) */
  pricing?: {
    /** the seller's margin on the spot price, snt/kWh without VAT: the spot widget shows what the customer pays */
    spotMarginSntPerKwh?: number;
  };
  /** the enabled remotes and where their manifests are */
  modules: Array<{ id: ModuleId; manifest: string }>;
  /** roles that may open online/home */
  homeRoles: Role[];
  /**
   * The home dashboard: which widgets it shows and in what order, by widget id `<module id>.<name>`.
   * Default: every widget of the enabled modules, in the modules' order.
   */
  dashboard?: { widgets: string[] };
  menu: MenuSection[];
  /** the contact form (online/contact): where messages go and the subjects a customer picks from */
  contact?: ContactConfig;
  oauth: { clientId: string; scopes: string[] };
  /** the OpenID Connect providers of the external login buttons */
  openid?: { providers: OpenIdProviderConfig[] };
  map?: {
    /** [longitude, latitude] in degrees (EPSG:4326) */
    center: [number, number];
    /** tile URL templates; background 'offline' draws the basemap the server ships (docs/maps.md) */
    tiles: {
      background: string;
      aerial?: string;
      propertyDivision?: string;
      propertyIdentifiers?: string;
      /** shown on the map, e.g. the National Land Survey's CC BY 4.0 credit */
      attribution?: string;
    };
  };
}
