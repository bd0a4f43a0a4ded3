import { configureStore, combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import type { Store } from 'redux';
import { APP_RESET } from '../session/appReset';

export type ReducerMap = Record<string, Reducer>;

/** The one redux store of the portal: shell reducers at start, module reducers injected when a module loads. */
export interface PortalStore {
  store: Store;
  /** adds a reducer under `key`; injecting the same reducer again is a no-op */
  injectReducer: (key: string, reducer: Reducer) => void;
  /** runs a module's root saga once per module id, however often it is asked */
  runModuleSaga: (id: string, saga: Saga) => void;
  /** runs a saga of the shell itself (not deduplicated; call once) */
  runSaga: (saga: Saga) => Task;
}

export function createPortalStore(initialReducers: ReducerMap): PortalStore {
  const reducers: ReducerMap = { ...initialReducers };
  const runningModuleSagas = new Set<string>();

  const buildRootReducer = (): Reducer => {
    const combined = combineReducers(reducers) as Reducer;
    return (state: unknown, action: UnknownAction) =>
      combined(action.type === APP_RESET ? undefined : state, action);
  };

  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: buildRootReducer(),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });

  return {
    store,
    injectReducer(key, reducer) {
      if (reducers[key] === reducer) return;
      reducers[key] = reducer;
      store.replaceReducer(buildRootReducer());
    },
    runModuleSaga(id, saga) {
      if (runningModuleSagas.has(id)) return;
      runningModuleSagas.add(id);
      sagaMiddleware.run(saga);
    },
    runSaga: (saga) => sagaMiddleware.run(saga),
  };
}
