import { configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import type { PortalModule } from '../module/contract';

/** What a store needs from a module: the shell's own slices (the session) pass the same shape. */
export type ModuleState = Pick<PortalModule, 'reducers' | 'saga'>;

const runningSagas = new Set<Task>();

/** Cancels every saga a test store started (the shared setup calls it after each test). */
export function stopModuleSagas(): void {
  for (const task of runningSagas) task.cancel();
  runningSagas.clear();
}

/** Redux warns (and does nothing useful) about a store without reducers. */
const noState: Reducer = (state: unknown = null) => state;

/**
 * A real store with the module's reducers under the module's own keys and its saga running, the way
 * the shell installs it. `State` types `getState()` for the module's selectors.
 */
export function createModuleStore<State extends object = Record<string, unknown>>(
  module: ModuleState,
  preloadedState?: Partial<State>,
) {
  const sagaMiddleware = createSagaMiddleware();
  const reducers = module.reducers ?? {};
  const store = configureStore({
    reducer: Object.keys(reducers).length ? reducers : { test: noState },
    preloadedState: preloadedState as Record<string, unknown> | undefined,
    middleware: (defaults) =>
      defaults({
        thunk: false,
        // a slow shared machine would otherwise print timing warnings for the dev checks
        serializableCheck: { warnAfter: 1000 },
        immutableCheck: { warnAfter: 1000 },
      }).concat(sagaMiddleware),
  });
  const task = module.saga ? sagaMiddleware.run(module.saga) : null;
  if (task) runningSagas.add(task);
  const stopSaga = () => {
    task?.cancel();
    if (task) runningSagas.delete(task);
  };
  return { store: store as typeof store & { getState: () => State }, stopSaga };
}

export type ModuleStore<State extends object = Record<string, unknown>> = ReturnType<
  typeof createModuleStore<State>
>['store'];
