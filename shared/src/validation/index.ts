export * from './common';
export * from './content';
export * from './icons';
export * from './templates';
