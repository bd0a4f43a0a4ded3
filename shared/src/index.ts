export * from './api';
export * from './module';
export * from './portal/PortalContext';
export * from './i18n';
export * from './form';
export * from './ui';
export * from './table';
export * from './locations';
