// Test harness (not part of the module): the module's reducer and saga in a real store.
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { ENERGY_REPORT_SLICE_KEY, energyReportReducer } from '../energyReport/state/energyReportSlice';
import { energyReportSaga } from '../energyReport/state/energyReportSaga';

export function createTestStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [ENERGY_REPORT_SLICE_KEY]: energyReportReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(energyReportSaga);
  return { store, stopSaga: () => task.cancel() };
}

export type TestStore = ReturnType<typeof createTestStore>['store'];
