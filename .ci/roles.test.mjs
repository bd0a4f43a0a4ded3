// docs/roles.md: a menu item is never looser than the route it opens. The menu lives in each instance's
// instance.json, the route in the remote's src/module.json; no package test sees both, so this one does.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** endpoint -> published route, over every remote's src/module.json */
function publishedRoutes() {
  const routes = new Map();
  for (const dir of readdirSync(root).filter((name) => name.startsWith('mf-'))) {
    const file = join(root, dir, 'src', 'module.json');
    if (!existsSync(file)) continue;
    for (const route of readJson(file).routes) routes.set(route.endpoint, route);
  }
  return routes;
}

function menuItems(entries) {
  return entries.flatMap((entry) =>
    entry.type === 'group' ? menuItems(entry.items) : entry.type === 'item' ? [entry] : [],
  );
}

/** Every user the item admits is admitted by the route: any-of roles narrower, all-of scopes wider. */
export function looserThan(item, route) {
  const problems = [];
  const routeRoles = route.roles ?? [];
  const itemRoles = item.roles ?? [];
  if (routeRoles.length > 0) {
    if (itemRoles.length === 0) problems.push(`no roles, the route needs one of ${routeRoles.join(', ')}`);
    for (const role of itemRoles)
      if (!routeRoles.includes(role)) problems.push(`role ${role} is not one of the route's`);
  }
  for (const scope of route.scopes ?? [])
    if (!(item.scopes ?? []).includes(scope)) problems.push(`scope ${scope} of the route is not required`);
  return problems;
}

const instances = readdirSync(join(root, 'instances')).filter((dir) =>
  existsSync(join(root, 'instances', dir, 'instance.json')),
);

test('the rule itself: an item admitting a role the route refuses is looser', () => {
  const route = { roles: ['ROLE_USER'] };
  assert.deepEqual(looserThan({ roles: ['ROLE_USER'] }, route), []);
  assert.equal(looserThan({ roles: ['ROLE_USER', 'ROLE_SELLER'] }, route).length, 1);
  assert.equal(looserThan({}, route).length, 1);
  assert.equal(looserThan({ roles: ['ROLE_USER'] }, { roles: ['ROLE_USER'], scopes: ['x'] }).length, 1);
});

test('every menu item of every instance is no looser than the route it opens', () => {
  const routes = publishedRoutes();
  assert.ok(routes.size > 0, 'no remote publishes a route (src/module.json)');
  assert.ok(instances.length > 0, 'no instance folders found');
  const problems = [];
  let checked = 0;
  for (const id of instances) {
    const instance = readJson(join(root, 'instances', id, 'instance.json'));
    for (const item of instance.menu.flatMap((section) => menuItems(section.entries))) {
      const route = routes.get(item.endpoint);
      if (!route) continue;
      checked += 1;
      for (const problem of looserThan(item, route)) problems.push(`${id} ${item.endpoint}: ${problem}`);
    }
  }
  assert.ok(checked > 0, 'no menu item opens a published route');
  assert.deepEqual(problems, []);
});
