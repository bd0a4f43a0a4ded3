export * from './aggregate';
export * from './limits';
