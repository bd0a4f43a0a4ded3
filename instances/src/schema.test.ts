import { describe, expect, it } from 'vitest';
import schema from '../instance.schema.json' with { type: 'json' };
import { checkSchema } from './schemaValidator';
import type { ExternalLoginButton, InstanceConfig, Language, ModuleId, Role } from './types';

type DeepRequired<T> =
  T extends Array<infer U>
    ? Array<DeepRequired<U>>
    : T extends object
      ? { [K in keyof T]-?: DeepRequired<T[K]> }
      : T;

type SchemaNode = {
  $ref?: string;
  type?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean;
  items?: SchemaNode;
  prefixItems?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  $defs?: Record<string, SchemaNode>;
};
const root = schema as SchemaNode;
const resolve = (node: SchemaNode): SchemaNode =>
  node.$ref ? resolve(root.$defs![node.$ref.replace('#/$defs/', '')]!) : node;

// `satisfies Record<Union, true>` makes the compiler fail when the TypeScript union gains or loses a member
const LANGUAGES = Object.keys({ 'fi-FI': true, 'sv-FI': true, 'en-US': true } satisfies Record<
  Language,
  true
>);
const ROLES = Object.keys({
  ROLE_USER: true,
  ROLE_ADMIN: true,
  ROLE_SUPERUSER: true,
  ROLE_SERVANT: true,
  ROLE_SELLER: true,
  ROLE_SSN_VIEWER: true,
  ROLE_METER_CONTROL: true,
} satisfies Record<Role, true>);
const MODULE_IDS = Object.keys({
  reports: true,
  billing: true,
  notes: true,
  metering: true,
  admin: true,
  map: true,
} satisfies Record<ModuleId, true>);
const BUTTON_KINDS = Object.keys({
  suomifi: true,
  bank: true,
  google: true,
  microsoft: true,
  facebook: true,
  apple: true,
  custom: true,
} satisfies Record<ExternalLoginButton['kind'], true>);

const rule = {
  roles: ['ROLE_USER'],
  scopes: ['contracts'],
  optionalScopes: ['invoices'],
} satisfies DeepRequired<Pick<InstanceConfig['menu'][number], 'roles' | 'scopes' | 'optionalScopes'>>;

/** Every field of InstanceConfig, optional ones included. */
const FULL: DeepRequired<InstanceConfig> = {
  id: 'full',
  displayName: 'Full Energia',
  titlePrefix: 'Full Online',
  languages: ['fi-FI', 'en-US'],
  theme: {
    primaryColor: '#0f6cbd',
    fontFamily: "'Segoe UI', sans-serif",
    logo: 'logo.svg',
    logoDark: 'logo-dark.svg',
    screenshot: 'screenshot.png',
  },
  login: {
    localForm: true,
    externalOnly: false,
    descriptionOnly: false,
    externalButtons: [
      {
        id: 'suomifi',
        kind: 'suomifi',
        labelKey: 'shell.login.external.suomifi',
        enabled: true,
        provider: 'bank',
        url: 'https://idp.example/a',
        strongAuth: true,
      },
    ],
    forgotUsernameUrl: 'https://idp.example/forgot',
    strongAuthRequired: false,
    allowLocalLogin: true,
    notificationFile: 'login',
    hideSecurityTab: false,
  },
  links: { externalMainPage: 'https://www.full.example/', logout: '/full/fi-FI/login' },
  header: { restricted404: false },
  notifications: { serviceBreak: 'service-break', info: 'info' },
  flags: {
    twitterTimeline: 'https://x.com/full_example',
    spotPriceWidget: true,
    spotPriceOptions: true,
    weightedAverage: true,
    comparisonTable: true,
    dashboardTab: true,
    invoicesInMenu: true,
    allowTableStatus: true,
    allowBarcode: true,
    externalLinks: true,
    offlineApp: true,
    allowUserMappedLocationsManually: true,
    sharedLocations: true,
    meterControl: true,
    retiredReportingNotice: true,
    customerPickerThreshold: 10,
  },
  modules: [{ id: 'notes', manifest: 'https://cdn.example/mf-notes/mf-manifest.json' }],
  homeRoles: ['ROLE_USER'],
  dashboard: { widgets: ['reports.dailyConsumption'] },
  menu: [
    {
      id: 'online',
      labelKey: 'shell.menu.online',
      ...rule,
      entries: [
        {
          type: 'item',
          id: 'home',
          labelKey: 'shell.menu.home',
          endpoint: 'online/home',
          icon: 'home',
          districtHeating: false,
          ...rule,
        },
        {
          type: 'external',
          id: 'site',
          labelKey: 'shell.menu.website',
          url: 'https://www.full.example/',
          icon: 'link',
          ...rule,
        },
        { type: 'subheader', id: 'sub', labelKey: 'shell.menu.links' },
        {
          type: 'group',
          id: 'reports',
          labelKey: 'shell.menu.reports',
          icon: 'chart',
          ...rule,
          items: [
            {
              type: 'item',
              id: 'energyReport',
              labelKey: 'shell.menu.energyReport',
              endpoint: 'online/energy-report',
              icon: 'chart',
              districtHeating: false,
              ...rule,
            },
            {
              type: 'external',
              id: 'site2',
              labelKey: 'shell.menu.website',
              url: 'https://www.full.example/',
              icon: 'link',
              ...rule,
            },
            { type: 'subheader', id: 'sub2', labelKey: 'shell.menu.links' },
          ],
        },
      ],
    },
  ],
  contact: {
    email: 'asiakaspalvelu@full.example',
    subjects: [
      { id: 'invoicing', label: { 'fi-FI': 'Laskutus', 'sv-FI': 'Fakturering', 'en-US': 'Invoicing' } },
    ],
  },
  pricing: { spotMarginSntPerKwh: 0.59 },
  oauth: { clientId: 'mimo_full', scopes: ['contracts', 'invoices'] },
  openid: {
    providers: [
      {
        id: 'bank',
        issuer: 'https://broker.example/oidc',
        clientId: 'portal-full',
        scopes: ['openid', 'profile'],
        acrValues: ['http://ftn.ficora.fi/2017/loa3'],
        createAccounts: true,
      },
    ],
  },
  map: {
    center: [25.0, 61.0],
    tiles: {
      background: 'https://tiles.example/{z}/{x}/{y}.png',
      aerial: '/tiles/aerial/{z}/{x}/{y}.jpg',
      propertyDivision: 'https://tiles.example/pd/{z}/{x}/{y}.png',
      propertyIdentifiers: 'https://tiles.example/pi/{z}/{x}/{y}.png',
      attribution: '© Maanmittauslaitos, CC BY 4.0',
    },
  },
};

/** Walks a value with its schema and lists the object keys the two disagree on. */
const keyMismatches = (value: unknown, node: SchemaNode, at: string): string[] => {
  const s = resolve(node);
  if (s.oneOf) {
    const tag = (value as { type: string }).type;
    const branch = s.oneOf.map(resolve).find((b) => b.properties?.type?.const === tag);
    return branch ? keyMismatches(value, branch, at) : [`${at}: no branch for type ${tag}`];
  }
  if (Array.isArray(value)) {
    if (s.prefixItems) return [];
    return value.flatMap((v, i) => keyMismatches(v, s.items!, `${at}/${i}`));
  }
  if (typeof value !== 'object' || value === null) return [];
  const schemaKeys = Object.keys(s.properties ?? {})
    .filter((k) => k !== '$schema')
    .sort();
  const valueKeys = Object.keys(value).sort();
  const problems =
    schemaKeys.join() === valueKeys.join() ? [] : [`${at}: schema ${schemaKeys} vs type ${valueKeys}`];
  for (const [key, child] of Object.entries(value)) {
    const childSchema = s.properties?.[key];
    if (childSchema) problems.push(...keyMismatches(child, childSchema, `${at}/${key}`));
  }
  return problems;
};

/** Every object schema in the file, with where it is. */
const objectSchemas = (node: unknown, at: string): Array<[string, SchemaNode]> => {
  if (typeof node !== 'object' || node === null) return [];
  const found: Array<[string, SchemaNode]> = [];
  const n = node as SchemaNode;
  if (n.type === 'object') found.push([at, n]);
  for (const [key, child] of Object.entries(node)) found.push(...objectSchemas(child, `${at}/${key}`));
  return found;
};

describe('instance.schema.json is the validating twin of InstanceConfig', () => {
  it('accepts an instance that uses every field of the type', () => {
    expect(checkSchema(FULL)).toMatchObject({ ok: true });
  });

  it('names exactly the fields of the type, at every level', () => {
    expect(keyMismatches(FULL, root, '')).toEqual([]);
  });

  it('forbids unknown fields everywhere (discriminated unions through their branches)', () => {
    const open = objectSchemas(root, '').filter(([, s]) => s.additionalProperties !== false && !s.oneOf);
    expect(open.map(([at]) => at)).toEqual([]);
  });

  it('lists the languages, roles, module ids and login button kinds of the type', () => {
    const defs = root.$defs!;
    expect(defs.language!.enum).toEqual(LANGUAGES);
    expect(defs.role!.enum).toEqual(ROLES);
    expect(defs.moduleId!.enum).toEqual(MODULE_IDS);
    expect(defs.externalLoginButton!.properties!.kind!.enum).toEqual(BUTTON_KINDS);
  });

  it('refuses a notification base name with a language or extension in it', () => {
    const result = checkSchema({ ...FULL, notifications: { info: 'info.fi-FI.txt' } });
    expect(result).toMatchObject({ ok: false, problems: [{ pointer: '/notifications/info' }] });
  });

  it.each(['//evil.example/x.json', 'http://cdn.example/x.json', 'javascript:alert(1)', 'remotes/x.json'])(
    'refuses the manifest address %s',
    (manifest) => {
      const result = checkSchema({ ...FULL, modules: [{ id: 'notes', manifest }] });
      expect(result).toMatchObject({ ok: false, problems: [{ pointer: '/modules/0/manifest' }] });
    },
  );

  it.each(['Arial; } body { display: none', 'Inter</style>'])('refuses the font family %s', (fontFamily) => {
    const result = checkSchema({ ...FULL, theme: { ...FULL.theme, fontFamily } });
    expect(result).toMatchObject({ ok: false, problems: [{ pointer: '/theme/fontFamily' }] });
  });
});
