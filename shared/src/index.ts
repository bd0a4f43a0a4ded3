export * from './api/types';
export * from './module/contract';
export * from './portal/PortalContext';
