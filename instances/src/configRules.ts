import type { InstanceConfig } from './types';
import type { SchemaProblem } from './schemaValidator';
import { contrastRatio } from './contrast';
import { menuNodes } from './menuEntries';
import { pointerOf } from './pointer';

const INVOICES_ENDPOINT = 'online/invoices';
/** white text on brand buttons must stay readable (WCAG 2.1 AA, normal text) */
const MIN_CONTRAST_WITH_WHITE = 4.5;

/** Pushes a problem for each later value that repeats an earlier one. */
const checkUnique = (
  values: Array<{ value: string; pointer: string }>,
  what: string,
  problems: SchemaProblem[],
): void => {
  const first = new Map<string, string>();
  for (const { value, pointer } of values) {
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, pointer);
    else
      problems.push({ pointer, rule: `must be a unique ${what}: "${value}" is already used at ${earlier}` });
  }
};

/** The rules a JSON schema cannot express: they relate fields to each other and to the folder. */
export const checkConfigRules = (config: InstanceConfig, folderName: string): SchemaProblem[] => {
  const problems: SchemaProblem[] = [];

  if (config.id !== folderName) {
    problems.push({ pointer: '/id', rule: `must equal the folder name "${folderName}"` });
  }
  const clientId = `mimo_${config.id}`;
  if (config.oauth.clientId !== clientId) {
    problems.push({ pointer: '/oauth/clientId', rule: `must be "${clientId}" (mimo_<id>)` });
  }

  const ratio = contrastRatio(config.theme.primaryColor, '#ffffff');
  if (ratio < MIN_CONTRAST_WITH_WHITE) {
    problems.push({
      pointer: '/theme/primaryColor',
      rule: `must have a contrast of at least ${MIN_CONTRAST_WITH_WHITE}:1 with white (has ${ratio.toFixed(2)}:1)`,
    });
  }

  const { login } = config;
  if (login.externalOnly && login.localForm) {
    problems.push({ pointer: '/login/localForm', rule: 'must be false when login.externalOnly is true' });
  }
  if (login.externalOnly && login.externalButtons.length === 0) {
    problems.push({
      pointer: '/login/externalButtons',
      rule: 'must list a button when login.externalOnly is true',
    });
  }
  if (login.descriptionOnly && login.localForm) {
    problems.push({ pointer: '/login/localForm', rule: 'must be false when login.descriptionOnly is true' });
  }
  if (login.descriptionOnly && login.externalOnly) {
    problems.push({
      pointer: '/login/descriptionOnly',
      rule: 'cannot be true together with login.externalOnly',
    });
  }
  checkUnique(
    login.externalButtons.map((b, i) => ({
      value: b.id,
      pointer: pointerOf('login', 'externalButtons', i, 'id'),
    })),
    'button id',
    problems,
  );

  const providers = config.openid?.providers ?? [];
  checkUnique(
    providers.map((p, i) => ({ value: p.id, pointer: pointerOf('openid', 'providers', i, 'id') })),
    'provider id',
    problems,
  );
  login.externalButtons.forEach((b, i) => {
    if ((b.provider === undefined) === (b.url === undefined)) {
      problems.push({
        pointer: pointerOf('login', 'externalButtons', i),
        rule: 'must have either provider (an openid.providers id) or url (a link-only button)',
      });
    } else if (b.provider !== undefined && !providers.some((p) => p.id === b.provider)) {
      problems.push({
        pointer: pointerOf('login', 'externalButtons', i, 'provider'),
        rule: `must name a provider of openid.providers: "${b.provider}" is not one`,
      });
    }
  });

  checkUnique(
    config.modules.map((m, i) => ({ value: m.id, pointer: pointerOf('modules', i, 'id') })),
    'module id',
    problems,
  );

  const nodes = menuNodes(config);
  checkUnique(
    nodes.map((n) => ({ value: n.id, pointer: `${n.pointer}/id` })),
    'menu id',
    problems,
  );
  const items = nodes.filter((n) => n.node.type === 'item');
  checkUnique(
    items.map((n) => ({ value: n.node.endpoint ?? '', pointer: `${n.pointer}/endpoint` })),
    'menu item endpoint',
    problems,
  );
  const granted = new Set(config.oauth.scopes);
  for (const { pointer, node } of nodes) {
    node.scopes?.forEach((scope, i) => {
      if (!granted.has(scope)) {
        problems.push({
          pointer: `${pointer}/scopes/${i}`,
          rule: `must be a scope of oauth.scopes ("${scope}" is not granted)`,
        });
      }
    });
  }
  // which module publishes a widget is known only at run time; the instance can check the prefix
  const enabled = new Set(config.modules.map((m) => m.id as string));
  config.dashboard?.widgets.forEach((id, i) => {
    const moduleId = id.split('.', 1)[0] ?? '';
    if (!enabled.has(moduleId))
      problems.push({
        pointer: pointerOf('dashboard', 'widgets', i),
        rule: `must be a widget of an enabled module ("${moduleId}" is not in modules)`,
      });
  });
  if (!config.flags.invoicesInMenu) {
    for (const { pointer } of items.filter((n) => n.node.endpoint === INVOICES_ENDPOINT)) {
      problems.push({
        pointer: `${pointer}/endpoint`,
        rule: `"${INVOICES_ENDPOINT}" may be in the menu only when flags.invoicesInMenu is true`,
      });
    }
  }

  return problems;
};
