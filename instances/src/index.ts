export * from './types';
export * from './endpoints';
export * from './roles';
export { loadInstance, loadInstances } from './validate';
export { InstanceConfigError, InstanceNotFoundError, type InstanceIssue } from './errors';
export { instancesDir } from './paths';
export * from './externalLogin';
