export * from './common';
export * from './content';
export * from './templates';
