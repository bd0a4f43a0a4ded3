import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadInstance, loadInstances } from './validate';
import { InstanceConfigError, InstanceNotFoundError } from './errors';
import { instancesDir } from './paths';
import { copyInstance, editInstanceJson } from './copyInstance';
import type { InstanceConfig } from './types';

const SHIPPED = readdirSync(instancesDir).filter((name) => {
  try {
    return statSync(join(instancesDir, name, 'instance.json')).isFile();
  } catch {
    return false;
  }
});

/** Breaks a copy of demo1 and returns the loader's error message. */
const messageFor = (change: (json: InstanceConfig) => void, id = 'demo1', as = id): string => {
  const { dir, folder } = copyInstance(id, as);
  editInstanceJson(folder, change);
  try {
    loadInstances(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(InstanceConfigError);
    return (error as Error).message;
  }
  throw new Error('the broken instance was accepted');
};

describe('shipped instances', () => {
  it('ship the eight named utilities and more', () => {
    for (const id of [
      'demo1',
      'nivos',
      'jylhaos',
      'leppakoski',
      'paneliankoskenvoima',
      'lammaistenenergia',
      'valkeakoskenenergia',
      'vimpelinvoima',
    ]) {
      expect(SHIPPED).toContain(id);
    }
    expect(SHIPPED.length).toBeGreaterThan(8);
  });

  it.each(SHIPPED)('%s validates against the schema and every cross-field rule', (id) => {
    const config = loadInstance(instancesDir, id);
    expect(config.id).toBe(id);
  });

  it('loadInstances returns every instance folder, sorted by id', () => {
    expect(loadInstances(instancesDir).map((c) => c.id)).toEqual([...SHIPPED].sort());
  });
});

describe('a bad instance file is refused with a message naming file, field and rule', () => {
  it('a value of the wrong type', () => {
    const message = messageFor((json) => Object.assign(json.flags, { offlineApp: 'yes' }));
    expect(message).toContain('instances/demo1/instance.json: /flags/offlineApp must be boolean');
  });

  it('an unknown field', () => {
    const message = messageFor((json) => Object.assign(json.login, { rememberMe: true }));
    expect(message).toContain(
      'instances/demo1/instance.json: /login/rememberMe is not an allowed field (must NOT have additional properties)',
    );
  });

  it('an unknown field deep in the menu', () => {
    const message = messageFor((json) => Object.assign(json.menu[0]!.entries[0]!, { colour: 'red' }));
    expect(message).toContain(
      'instances/demo1/instance.json: /menu/0/entries/0/colour is not an allowed field',
    );
  });

  it('a colour that does not match its pattern', () => {
    const message = messageFor((json) => {
      json.theme.primaryColor = 'blue';
    });
    expect(message).toContain(
      'instances/demo1/instance.json: /theme/primaryColor must match pattern "^#[0-9a-fA-F]{6}$"',
    );
  });

  it('an address that is neither a path nor https', () => {
    const message = messageFor((json) => {
      json.modules[0]!.manifest = 'http://cdn.example/mf-manifest.json';
    });
    expect(message).toMatch(/instances\/demo1\/instance\.json: \/modules\/0\/manifest must match pattern/);
  });

  it('an unknown role, language and module id name the allowed values', () => {
    const message = messageFor((json) => {
      Object.assign(json, { homeRoles: ['ROLE_GOD'], languages: ['de-DE'] });
      Object.assign(json.modules[0]!, { id: 'weather' });
    });
    expect(message).toContain('/homeRoles/0 must be one of "ROLE_USER", "ROLE_ADMIN"');
    expect(message).toContain('/languages/0 must be one of "fi-FI", "sv-FI", "en-US"');
    expect(message).toContain('/modules/0/id must be one of "reports", "billing", "notes"');
  });

  it('a file name that leaves the folder', () => {
    const message = messageFor((json) => {
      json.theme.logo = '../nivos/logo.svg';
    });
    expect(message).toMatch(/instances\/demo1\/instance\.json: \/theme\/logo must match pattern/);
  });

  it('a missing required field', () => {
    const message = messageFor((json) => {
      delete (json as Partial<InstanceConfig>).oauth;
    });
    expect(message).toContain('instances/demo1/instance.json: /oauth is required');
  });

  it('a menu entry of an unknown type', () => {
    const message = messageFor((json) => Object.assign(json.menu[0]!.entries[0]!, { type: 'widget' }));
    expect(message).toContain(
      'instances/demo1/instance.json: /menu/0/entries/0/type must be one of "item", "external", "subheader", "group"',
    );
  });

  it('a clientId other than mimo_<id>', () => {
    const message = messageFor((json) => {
      json.oauth.clientId = 'mimo_nivos';
    });
    expect(message).toContain(
      'instances/demo1/instance.json: /oauth/clientId must be "mimo_demo1" (mimo_<id>)',
    );
  });

  it('an id that differs from the folder name', () => {
    const message = messageFor(() => undefined, 'demo1', 'demo2');
    expect(message).toContain('instances/demo2/instance.json: /id must equal the folder name "demo2"');
    expect(message).not.toContain('/oauth/clientId');
  });

  it('a logo file that does not exist', () => {
    const { dir, folder } = copyInstance('demo1');
    rmSync(join(folder, 'logo.svg'));
    expect(() => loadInstances(dir)).toThrow(
      'instances/demo1/instance.json: /theme/logo names "logo.svg", which does not exist in instances/demo1/',
    );
  });

  it('a notification file missing in one language', () => {
    const { dir, folder } = copyInstance('demo1');
    rmSync(join(folder, 'notifications/info.en-US.txt'));
    expect(() => loadInstances(dir)).toThrow(
      'instances/demo1/instance.json: /notifications/info names "info", but instances/demo1/notifications/info.en-US.txt does not exist',
    );
  });

  it('a login notification file that does not exist', () => {
    const message = messageFor((json) => {
      json.login.notificationFile = 'welcome';
    });
    expect(message).toContain(
      '/login/notificationFile names "welcome", but instances/demo1/notifications/welcome.fi-FI.txt does not exist',
    );
  });

  it('two menu items with the same endpoint', () => {
    const message = messageFor((json) => {
      const entries = json.menu[0]!.entries;
      entries.push({
        type: 'item',
        id: 'notesAgain',
        labelKey: 'shell.menu.notes',
        endpoint: 'online/notes',
      });
    });
    expect(message).toMatch(
      /\/menu\/0\/entries\/\d+\/endpoint must be a unique menu item endpoint: "online\/notes" is already used at \/menu\/0\/entries\/\d+\/endpoint/,
    );
  });

  it('an empty or repeated language list', () => {
    expect(messageFor((json) => Object.assign(json, { languages: [] }))).toContain(
      '/languages must NOT have fewer than 1 items',
    );
    expect(messageFor((json) => Object.assign(json, { languages: ['fi-FI', 'fi-FI'] }))).toContain(
      '/languages must NOT have duplicate items',
    );
  });

  it('a menu entry that needs a scope the client does not grant', () => {
    const message = messageFor((json) => {
      json.oauth.scopes = json.oauth.scopes.filter((s) => s !== 'guard_service');
    });
    expect(message).toMatch(
      /\/menu\/0\/entries\/\d+\/scopes\/0 must be a scope of oauth.scopes \("guard_service" is not granted\)/,
    );
  });

  it('the invoices item while invoices are not in the menu', () => {
    const message = messageFor((json) => {
      json.flags.invoicesInMenu = false;
    });
    expect(message).toContain('"online/invoices" may be in the menu only when flags.invoicesInMenu is true');
  });

  it('a dashboard order with a widget of a module that is not enabled, a repeated or a malformed id', () => {
    const unknownModule = messageFor((json) =>
      Object.assign(json, {
        modules: json.modules.filter((module: { id: string }) => module.id !== 'metering'),
        dashboard: { widgets: ['reports.daily', 'metering.readings'] },
      }),
    );
    expect(unknownModule).toContain(
      '/dashboard/widgets/1 must be a widget of an enabled module ("metering" is not in modules)',
    );
    expect(unknownModule).not.toContain('/dashboard/widgets/0');
    expect(
      messageFor((json) =>
        Object.assign(json, { dashboard: { widgets: ['reports.daily', 'reports.daily'] } }),
      ),
    ).toContain('/dashboard/widgets must NOT have duplicate items');
    expect(messageFor((json) => Object.assign(json, { dashboard: { widgets: ['daily'] } }))).toContain(
      '/dashboard/widgets/0 must match pattern',
    );
  });

  it('contradicting login variants', () => {
    const message = messageFor((json) => {
      json.login.externalOnly = true;
    });
    expect(message).toContain('/login/localForm must be false when login.externalOnly is true');
    expect(message).toContain('/login/externalButtons must list a button when login.externalOnly is true');
  });

  it('an external button whose provider is not listed, or with both provider and url, or neither', () => {
    const message = messageFor((json) => {
      json.openid = { providers: [{ id: 'demo-bank', issuer: 'bundled:demo-bank', createAccounts: true }] };
      json.login.externalButtons = [
        { id: 'a', kind: 'bank', labelKey: 'shell.login.external.bank', enabled: true, provider: 'nope' },
        {
          id: 'b',
          kind: 'bank',
          labelKey: 'shell.login.external.bank',
          enabled: true,
          provider: 'demo-bank',
          url: 'https://idp.example/',
        },
        { id: 'c', kind: 'bank', labelKey: 'shell.login.external.bank', enabled: true },
      ];
    });
    expect(message).toContain('/login/externalButtons/0/provider must name a provider of openid.providers');
    expect(message).toContain('/login/externalButtons/1 must have either provider');
    expect(message).toContain('/login/externalButtons/2 must have either provider');
  });

  it('an openid provider with an http issuer', () => {
    const message = messageFor((json) => {
      json.openid = { providers: [{ id: 'x', issuer: 'http://idp.example', createAccounts: true }] };
    });
    expect(message).toMatch(/\/openid\/providers\/0\/issuer must match pattern/);
  });

  it('two openid providers with the same id', () => {
    const message = messageFor((json) => {
      json.openid = {
        providers: [
          { id: 'x', issuer: 'bundled:demo-bank', createAccounts: true },
          { id: 'x', issuer: 'https://idp.example', createAccounts: false },
        ],
      };
    });
    expect(message).toContain('/openid/providers/1/id must be a unique provider id');
  });

  it('every enabled external button of the shipped instances logs in through an openid provider', () => {
    for (const config of loadInstances(instancesDir)) {
      for (const button of config.login.externalButtons) {
        expect(button.provider, `${config.id}/${button.id}`).toBeDefined();
        const provider = config.openid?.providers.find((p) => p.id === button.provider);
        expect(provider?.issuer, `${config.id}/${button.id}`).toBe('bundled:demo-bank');
      }
    }
  });

  it('a primary colour too light for white text', () => {
    const message = messageFor((json) => {
      json.theme.primaryColor = '#ffd400';
    });
    expect(message).toMatch(
      /\/theme\/primaryColor must have a contrast of at least 4.5:1 with white \(has 1\.\d\d:1\)/,
    );
  });

  it('texts whose languages have different keys', () => {
    const { dir, folder } = copyInstance('demo1');
    writeFileSync(
      join(folder, 'texts/en-US.json'),
      JSON.stringify({ 'shell.welcome.heading': 'Hello', 'shell.welcome.description': 'Text', extra: 'x' }),
    );
    let message = '';
    try {
      loadInstances(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      'instances/demo1/texts/en-US.json: /shell.welcome.screenshotAlt is missing (texts/fi-FI.json has it; languages must have the same keys)',
    );
    expect(message).toContain('instances/demo1/texts/fi-FI.json: /extra is missing (texts/en-US.json has it');
  });

  it('a description-only login without its description text', () => {
    const { dir, folder } = copyInstance('demo1');
    editInstanceJson(folder, (json) => {
      json.login.localForm = false;
      json.login.descriptionOnly = true;
    });
    expect(() => loadInstances(dir)).toThrow(
      'instances/demo1/texts/fi-FI.json: /shell.login.description is required',
    );
  });

  it('a file that is not JSON', () => {
    const { dir, folder } = copyInstance('demo1');
    writeFileSync(join(folder, 'instance.json'), '{ "id": ');
    expect(() => loadInstances(dir)).toThrow(/instances\/demo1\/instance\.json: \/ must be readable JSON/);
  });

  it('collects every error of a file, not just the first', () => {
    const { dir, folder } = copyInstance('demo1');
    editInstanceJson(folder, (json) => {
      json.theme.primaryColor = 'blue';
      Object.assign(json.flags, { offlineApp: 'yes', surprise: 1 });
      Object.assign(json.login, { externalButtons: [{ id: 'x' }] });
    });
    try {
      loadInstances(dir);
      expect.unreachable('the broken instance was accepted');
    } catch (error) {
      const { issues } = error as InstanceConfigError;
      expect(issues.map((i) => i.pointer)).toEqual(
        expect.arrayContaining([
          '/theme/primaryColor',
          '/flags/offlineApp',
          '/flags/surprise',
          '/login/externalButtons/0/labelKey',
          '/login/externalButtons/0/kind',
        ]),
      );
      expect(issues.every((i) => i.file === 'instances/demo1/instance.json')).toBe(true);
    }
  });

  it('reports every bad folder at once', () => {
    const demo1 = copyInstance('demo1');
    const nivos = copyInstance('nivos', 'nivos', demo1.dir);
    editInstanceJson(demo1.folder, (json) => {
      json.theme.primaryColor = 'blue';
    });
    editInstanceJson(nivos.folder, (json) => {
      json.displayName = '';
    });
    expect(() => loadInstances(demo1.dir)).toThrow(
      /instances\/demo1\/instance\.json: \/theme\/primaryColor[\s\S]*instances\/nivos\/instance\.json: \/displayName/,
    );
  });
});

describe('loadInstance', () => {
  it('refuses an unknown instance', () => {
    expect(() => loadInstance(instancesDir, 'nosuchutility')).toThrow(InstanceNotFoundError);
  });

  it('refuses an id that could leave the folder', () => {
    expect(() => loadInstance(instancesDir, '../instances/demo1')).toThrow(InstanceNotFoundError);
    expect(() => loadInstance(instancesDir, 'src')).toThrow(InstanceNotFoundError);
  });
});
