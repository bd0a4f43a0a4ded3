export * from './contract';
export * from './publication';
export * from './moduleRules';
