import { createSlice } from '@reduxjs/toolkit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { put, takeEvery } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { definePortalModule } from '../module/contract';
import { usePortal } from '../portal/PortalContext';
import { createModuleStore, stopModuleSagas } from './moduleStore';
import { expectPortalModule, portalModuleProblems } from './expectPortalModule';
import { testInstance } from './fixtures';
import { loadModuleTexts, moduleIntl, renderModule } from './renderModule';

const slice = createSlice({
  name: 'map',
  initialState: { pings: 0, pongs: 0 },
  reducers: {
    pinged: (state) => void (state.pings += 1),
    ponged: (state) => void (state.pongs += 1),
  },
});
function* mapSaga() {
  yield takeEvery(slice.actions.pinged.type, function* answer() {
    yield put(slice.actions.ponged());
  });
}
type MapRoot = { map: ReturnType<typeof slice.reducer> };

function MapPage() {
  const intl = useIntl();
  const { user, instance, language } = usePortal();
  const pongs = useSelector((root: MapRoot) => root.map.pongs);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return (
    <main>
      <h1>{intl.formatMessage({ id: 'map.title' })}</h1>
      <p>{`${user?.username ?? 'nobody'} ${language} ${instance.flags.comparisonTable}`}</p>
      <button onClick={() => dispatch(slice.actions.pinged())}>{`pongs ${pongs}`}</button>
      <button onClick={() => navigate('/demo1/en-US/online/notes?x=1')}>away</button>
      <p>{intl.formatMessage({ id: 'common.retry' })}</p>
    </main>
  );
}

const mapModule = definePortalModule({
  id: 'map',
  routes: [{ endpoint: 'online/disturbance-map', titleKey: 'map.title', component: MapPage }],
  reducers: { map: slice.reducer },
  slices: { map: slice },
  saga: mapSaga,
  messages: {
    'fi-FI': { 'map.title': 'Häiriökartta' },
    'sv-FI': { 'map.title': 'Störningskarta' },
    'en-US': { 'map.title': 'Disturbance map' },
  },
});

describe('renderModule', () => {
  it("runs the module's own reducers and saga and shows its and the shared messages", async () => {
    const view = renderModule<MapRoot>(mapModule, <MapPage />);
    expect(screen.getByRole('heading', { name: 'Disturbance map' })).toBeTruthy();
    expect(screen.getByText('Retry')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'pongs 0' }));
    await waitFor(() => expect(view.store.getState().map).toEqual({ pings: 1, pongs: 1 }));
    expect(screen.getByRole('button', { name: 'pongs 1' })).toBeTruthy();
  });

  it('gives the page the user, the flags and the language, starts at the first route and follows navigation', () => {
    const view = renderModule(mapModule, <MapPage />, {
      user: null,
      flags: { comparisonTable: true },
      language: 'fi-FI',
    });
    expect(screen.getByRole('heading', { name: 'Häiriökartta' })).toBeTruthy();
    expect(screen.getByText('nobody fi-FI true')).toBeTruthy();
    expect(view.location()).toBe('/demo1/fi-FI/online/disturbance-map');
    fireEvent.click(screen.getByRole('button', { name: 'away' }));
    expect(view.location()).toBe('/demo1/en-US/online/notes?x=1');
  });

  it('moduleIntl formats with the module messages', () => {
    expect(moduleIntl(mapModule, 'fi-FI').formatMessage({ id: 'map.title' })).toBe('Häiriökartta');
  });

  it("a module's languageMessages are loaded first (loadModuleTexts), then rendered and checked with the rest", async () => {
    const texts = (legend: string) => async () => ({ 'map.legend': legend });
    const withChunks = {
      ...mapModule,
      languageMessages: { 'fi-FI': texts('Selite'), 'sv-FI': texts('Förklaring'), 'en-US': texts('Legend') },
    };
    expect(() => moduleIntl(withChunks)).toThrow(/await loadModuleTexts/);
    const loaded = await loadModuleTexts(withChunks);
    expect(loaded['sv-FI']).toEqual({ ...mapModule.messages['sv-FI'], 'map.legend': 'Förklaring' });
    // a copy of the module keeps its loaded texts
    const intl = moduleIntl({ ...withChunks }, 'fi-FI');
    expect(intl.formatMessage({ id: 'map.legend' })).toBe('Selite');
    expect(intl.formatMessage({ id: 'map.title' })).toBe('Häiriökartta');
    expectPortalModule(withChunks);
    const untranslated = {
      ...withChunks,
      languageMessages: { ...withChunks.languageMessages, 'sv-FI': async () => ({}) },
    };
    await loadModuleTexts(untranslated);
    expect(portalModuleProblems(untranslated).join('\n')).toContain('map.legend');
  });
});

describe('createModuleStore', () => {
  it('stopModuleSagas cancels the sagas the test stores started', () => {
    const { store } = createModuleStore<MapRoot>(mapModule, { map: { pings: 5, pongs: 0 } });
    stopModuleSagas();
    store.dispatch(slice.actions.pinged());
    expect(store.getState().map).toEqual({ pings: 6, pongs: 0 });
  });
});

describe('testInstance', () => {
  it('merges flag overrides over the defaults', () => {
    const instance = testInstance({ id: 'demo2', flags: { comparisonTable: true } });
    expect(instance.id).toBe('demo2');
    expect(instance.flags.comparisonTable).toBe(true);
    expect(instance.flags.customerPickerThreshold).toBe(10);
  });
});

describe('expectPortalModule', () => {
  it('passes a module that keeps the contract', () => {
    expectPortalModule(mapModule);
  });

  it('names a reducer key without the module id, a title without a message and an untranslated text', () => {
    const broken = {
      ...mapModule,
      routes: [{ ...mapModule.routes[0]!, titleKey: 'map.missing' }],
      reducers: { disturbances: slice.reducer },
      messages: {
        'fi-FI': { 'map.title': 'Häiriökartta', 'map.extra': 'Lisä' },
        'sv-FI': mapModule.messages['sv-FI'],
        'en-US': mapModule.messages['en-US'],
      },
    };
    const problems = portalModuleProblems(broken).join('\n');
    expect(problems).toContain("reducer key 'disturbances'");
    expect(problems).toContain('map.missing');
    expect(problems).toContain('message map.extra has no en-US text');
    expect(problems).toContain('message map.extra has no sv-FI text');
    expect(() => expectPortalModule(broken)).toThrow(/breaks the module contract/);
  });

  it('fails a deliberately misnamed action: every type a slice answers to is <reducer key>/<action>', () => {
    // a slice named with a slash where its key has a dot: 'map/layers/toggled' under the key 'map.layers'
    const misnamed = createSlice({
      name: 'map/layers',
      initialState: { on: false },
      reducers: { toggled: (state) => void (state.on = !state.on) },
    });
    const module = {
      ...mapModule,
      reducers: { ...mapModule.reducers, 'map.layers': misnamed.reducer },
      slices: { ...mapModule.slices, 'map.layers': misnamed },
    };
    expect(portalModuleProblems(module)).toEqual([
      "action type 'map/layers/toggled' is not 'map[.<feature>]/<action>'",
    ]);
    expect(() => expectPortalModule(module)).toThrow(/breaks the module contract/);
  });

  it('fails a slice installed under another key than its name, and a reducer whose actions nobody declares', () => {
    const other = createSlice({ name: 'map.other', initialState: 0, reducers: { bumped: (n) => n + 1 } });
    const underMap = { ...mapModule, reducers: { map: other.reducer }, slices: { map: other } };
    expect(portalModuleProblems(underMap)).toEqual([
      "action type 'map.other/bumped' of slice map is not 'map/<action>'",
    ]);
    const { slices: _slices, ...plain } = mapModule;
    expect(portalModuleProblems(plain).join('\n')).toContain('reducer map is not declared as a slice');
  });
});
