export * from './common';
export * from './content';
