export * from './check';
export * from './store';
