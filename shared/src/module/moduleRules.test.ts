import { describe, expect, it } from 'vitest';
import {
  actionTypeProblem,
  messageIdProblem,
  moduleProblems,
  publicationMismatches,
  publicationProblems,
  reducerKeyProblem,
} from './moduleRules';

const Page = () => null;
const notes = {
  id: 'notes',
  routes: [{ endpoint: 'online/notes', titleKey: 'notes.page.title', component: Page, roles: ['ROLE_USER'] }],
  reducers: { notes: () => ({}) },
  messages: {
    'fi-FI': { 'notes.page.title': 'Muistiinpanot' },
    'sv-FI': { 'notes.page.title': 'Anteckningar' },
    'en-US': { 'notes.page.title': 'Notes' },
  },
};

describe('naming scheme', () => {
  it.each([
    ['notes', null],
    ['reports.energyReport', null],
    ['reports/energyReport', 'reducer key'],
    ['energyReport', 'reducer key'],
    ['notes.a.b', 'reducer key'],
  ])('reducer key %s', (key, problem) => {
    const result = reducerKeyProblem(key.startsWith('notes') ? 'notes' : 'reports', key);
    if (problem) expect(result).toMatch(problem);
    else expect(result).toBeNull();
  });

  it('action types are <reducer key>/<action>', () => {
    expect(actionTypeProblem('reports', 'reports.energyReport/optionsRequested')).toBeNull();
    expect(actionTypeProblem('notes', 'notes/fetchRequested')).toBeNull();
    expect(actionTypeProblem('reports', 'reports/energyReport/optionsRequested')).toMatch('action type');
    expect(actionTypeProblem('notes', 'billing/fetchRequested')).toMatch('action type');
  });

  it('message ids start with the module id and a dot', () => {
    expect(messageIdProblem('reports', 'reports.options.title')).toBeNull();
    expect(messageIdProblem('notes', 'shell.login.submit')).toMatch('message id');
    expect(messageIdProblem('notes', 'notesTitle')).toMatch('message id');
  });
});

describe('moduleProblems', () => {
  it('accepts a module that follows the contract and the naming scheme', () => {
    expect(moduleProblems(notes, 'notes')).toEqual([]);
    const loader = async () => ({});
    expect(
      moduleProblems(
        { ...notes, languageMessages: { 'fi-FI': loader, 'sv-FI': loader, 'en-US': loader } },
        'notes',
      ),
    ).toEqual([]);
  });

  it.each([
    ['another module id', { ...notes, id: 'billing' }, "its id is 'billing'"],
    [
      'a route without a component',
      { ...notes, routes: [{ ...notes.routes[0], component: 1 }] },
      'no component',
    ],
    ['a reducer under another prefix', { ...notes, reducers: { notesList: () => ({}) } }, 'reducer key'],
    [
      'a message of another namespace',
      { ...notes, messages: { ...notes.messages, 'en-US': { ...notes.messages['en-US'], 'errors.x': 'x' } } },
      "message id 'errors.x'",
    ],
    [
      'a title without a message',
      { ...notes, messages: { 'fi-FI': {}, 'sv-FI': {}, 'en-US': {} } },
      'has no message',
    ],
    [
      'no Swedish messages',
      { ...notes, messages: { 'fi-FI': notes.messages['fi-FI'], 'en-US': notes.messages['en-US'] } },
      'messages for sv-FI missing',
    ],
    [
      'languageMessages without a loader for every language',
      { ...notes, languageMessages: { 'fi-FI': async () => ({}), 'sv-FI': async () => ({}), 'en-US': {} } },
      'languageMessages has no loader for every language',
    ],
    ['an unknown role', { ...notes, routes: [{ ...notes.routes[0], roles: ['ROLE_X'] }] }, 'unknown role'],
    [
      'a widget id without the module prefix',
      { ...notes, widgets: [{ id: 'w', titleKey: 'notes.page.title', component: Page }] },
      "widget id 'w'",
    ],
    [
      'a widget placement other than grid or top',
      {
        ...notes,
        widgets: [{ id: 'notes.w', titleKey: 'notes.page.title', placement: 'side', component: Page }],
      },
      "placement is neither 'grid' nor 'top'",
    ],
    [
      'a widget flag that is no flag name',
      {
        ...notes,
        widgets: [{ id: 'notes.w', titleKey: 'notes.page.title', flag: 'spot price', component: Page }],
      },
      'flag is not an instance flag name',
    ],
    [
      'a widget inAdminView that is no boolean',
      {
        ...notes,
        widgets: [{ id: 'notes.w', titleKey: 'notes.page.title', inAdminView: 'no', component: Page }],
      },
      'inAdminView is not a boolean',
    ],
    [
      'a declared slice action not named <key>/<action>',
      {
        ...notes,
        slices: {
          notes: { reducer: notes.reducers.notes, actions: { added: { type: 'notes/list/added' } } },
        },
      },
      "action type 'notes/list/added'",
    ],
    [
      'a declared slice that is not the reducer under its key',
      { ...notes, slices: { notes: { reducer: () => ({}), actions: {} } } },
      'slice notes is not the reducer under notes',
    ],
  ])('reports %s', (_, candidate, problem) => {
    expect(moduleProblems(candidate, 'notes').join('\n')).toContain(problem);
  });
});

describe('publications', () => {
  it('refuses a duplicate endpoint and a malformed public rule', () => {
    const problems = publicationProblems({
      id: 'notes',
      routes: [
        { endpoint: 'online/notes', titleKey: 'notes.page.title', public: { whenQueryParam: '' } },
        { endpoint: 'online/notes', titleKey: 'notes.page.title' },
      ],
    });
    expect(problems).toEqual([
      'route online/notes: public is neither a boolean nor { whenQueryParam }',
      'endpoint online/notes published twice',
    ]);
  });

  it('dashboardScripts names only script files beside the manifest', () => {
    const notes = { id: 'notes', routes: [] };
    expect(publicationProblems({ ...notes, dashboardScripts: ['dashboard.1a2b3c4d.js', '8681.js'] })).toEqual(
      [],
    );
    for (const dashboardScripts of [
      ['../mf-admin/x.js'],
      ['/remotes/x.js'],
      ['https://cdn.example/x.js'],
      ['.hidden.js'],
      ['styles.css'],
      [1],
      'dashboard.js',
    ])
      expect(publicationProblems({ ...notes, dashboardScripts })).toEqual([
        'dashboardScripts is not a list of script files beside the manifest',
      ]);
  });

  it('entryScripts names only script files beside the manifest', () => {
    const notes = { id: 'notes', routes: [] };
    expect(publicationProblems({ ...notes, entryScripts: ['remoteEntry.js', '2392.e01387b4.js'] })).toEqual(
      [],
    );
    for (const entryScripts of [
      ['../mf-admin/remoteEntry.js'],
      ['https://cdn.example/remoteEntry.js'],
      'remoteEntry.js',
    ])
      expect(publicationProblems({ ...notes, entryScripts })).toEqual([
        'entryScripts is not a list of script files beside the manifest',
      ]);
  });

  it('languageScripts names script files beside the manifest for each language', () => {
    const notes = { id: 'notes', routes: [] };
    const each = (files: unknown) => ({ 'fi-FI': files, 'sv-FI': files, 'en-US': files });
    expect(publicationProblems({ ...notes, languageScripts: each(['texts-fi-FI.1a2b3c4d.js']) })).toEqual([]);
    for (const languageScripts of [
      each(['../mf-admin/x.js']),
      each('texts.js'),
      { 'fi-FI': ['texts-fi-FI.js'], 'en-US': ['texts-en-US.js'] },
      ['texts-fi-FI.js'],
    ])
      expect(publicationProblems({ ...notes, languageScripts })).toEqual([
        'languageScripts does not list script files beside the manifest for every language',
      ]);
  });

  it('a module that does not serve what it published, or under other rules, is reported', () => {
    const published = {
      routes: [
        { endpoint: 'online/notes', titleKey: 'notes.page.title', roles: ['ROLE_USER'] },
        { endpoint: 'online/notes-archive', titleKey: 'notes.archive.title' },
      ],
    };
    expect(publicationMismatches(notes, published)).toEqual([
      'published endpoint online/notes-archive is not served',
    ]);
    const flagged = { routes: [], widgets: [{ id: 'notes.w', titleKey: 't', flag: 'spotPriceWidget' }] };
    expect(
      publicationMismatches({ routes: [], widgets: [{ id: 'notes.w', titleKey: 't' }] }, flagged),
    ).toEqual(['widget notes.w: flag differs from the publication']);
    expect(
      publicationMismatches(notes, { routes: [{ ...published.routes[0], roles: ['ROLE_ADMIN'] }] }),
    ).toEqual(['endpoint online/notes: roles differs from the publication']);
  });
});
