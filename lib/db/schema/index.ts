export * from './provider';
export * from './desk';
