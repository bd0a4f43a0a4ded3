import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { assemblePortalModule, publicationOf, publicationUrl } from './publication';

const Page = () => null;
const Widget = () => null;
const publication = {
  id: 'notes',
  routes: [{ endpoint: 'online/notes', titleKey: 'notes.page.title', roles: ['ROLE_USER'] }],
  widgets: [{ id: 'notes.latest', titleKey: 'notes.widget.title' }],
};
const messages = {
  'fi-FI': { 'notes.page.title': 'Muistiinpanot', 'notes.widget.title': 'Uusimmat' },
  'sv-FI': { 'notes.page.title': 'Anteckningar', 'notes.widget.title': 'Senaste' },
  'en-US': { 'notes.page.title': 'Notes', 'notes.widget.title': 'Latest' },
};

describe('module publication', () => {
  it('lives next to the manifest', () => {
    expect(publicationUrl('/remotes/mf-notes/mf-manifest.json')).toBe('/remotes/mf-notes/portal-module.json');
    expect(publicationUrl('https://cdn.example/mf-notes/v2/mf-manifest.json?x=1')).toBe(
      'https://cdn.example/mf-notes/v2/portal-module.json',
    );
  });

  it('assembles the module from the publication, and publicationOf gives the publication back', () => {
    const module = assemblePortalModule(publication, {
      pages: { 'online/notes': Page },
      widgets: { 'notes.latest': Widget },
      messages,
    });
    expect(module.routes[0]).toMatchObject({
      endpoint: 'online/notes',
      component: Page,
      roles: ['ROLE_USER'],
    });
    expect(module.widgets?.[0]).toMatchObject({ id: 'notes.latest', component: Widget });
    expect(publicationOf(module)).toEqual(publication);
  });

  it('installs the declared slices as the reducers under their keys and keeps them for the action check', () => {
    const notes = createSlice({ name: 'notes', initialState: [], reducers: { cleared: () => [] } });
    const module = assemblePortalModule(publication, {
      pages: { 'online/notes': Page },
      widgets: { 'notes.latest': Widget },
      slices: { notes },
      messages,
    });
    expect(module.reducers).toEqual({ notes: notes.reducer });
    expect(module.slices).toEqual({ notes });
    const misnamed = createSlice({ name: 'notes/list', initialState: [], reducers: { cleared: () => [] } });
    expect(() =>
      assemblePortalModule(publication, {
        pages: { 'online/notes': Page },
        widgets: { 'notes.latest': Widget },
        slices: { notes: misnamed },
        messages,
      }),
    ).toThrow(/action type 'notes\/list\/cleared'/);
  });

  it('refuses a page the publication lacks and a published endpoint without a page', () => {
    expect(() =>
      assemblePortalModule(publication, {
        pages: { 'online/notes': Page, 'online/other': Page },
        widgets: { 'notes.latest': Widget },
        messages,
      }),
    ).toThrow(/not in module.json: online\/other/);
    expect(() => assemblePortalModule(publication, { pages: {}, messages })).toThrow(/has no component/);
  });
});
