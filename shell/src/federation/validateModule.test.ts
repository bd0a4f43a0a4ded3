import { describe, expect, it } from 'vitest';
import { InvalidModuleError, toPortalModule } from './validateModule';

const Page = () => null;
const notes = {
  id: 'notes',
  routes: [{ endpoint: 'online/notes', titleKey: 'notes.title', component: Page }],
  messages: {
    'fi-FI': { 'notes.title': 'Muistiinpanot' },
    'sv-FI': { 'notes.title': 'Anteckningar' },
    'en-US': { 'notes.title': 'Notes' },
  },
};

describe('toPortalModule', () => {
  it("accepts a remote's ./module whose default export follows the module contract", () => {
    expect(toPortalModule({ default: notes }, 'notes')).toBe(notes);
  });

  it.each([
    ['no default export', {}],
    ['another module id', { default: { ...notes, id: 'billing' } }],
    ['a route without a component', { default: { ...notes, routes: [{ endpoint: 'x', titleKey: 'y' }] } }],
    ['messages without en-US', { default: { ...notes, messages: { 'fi-FI': {}, 'sv-FI': {} } } }],
    ['messages without sv-FI', { default: { ...notes, messages: { 'fi-FI': {}, 'en-US': {} } } }],
    ['a reducer that is not a function', { default: { ...notes, reducers: { notes: 1 } } }],
    ['a reducer key without the module id', { default: { ...notes, reducers: { list: () => ({}) } } }],
    [
      'a message id of another namespace',
      {
        default: {
          ...notes,
          messages: {
            'fi-FI': { ...notes.messages['fi-FI'], 'shell.x': 'x' },
            'sv-FI': notes.messages['sv-FI'],
            'en-US': notes.messages['en-US'],
          },
        },
      },
    ],
  ])('refuses a module with %s', (_, exported) => {
    expect(() => toPortalModule(exported, 'notes')).toThrow(InvalidModuleError);
  });
});
