export * from './common';
export * from './contact';
export * from './content';
export * from './icons';
export * from './search';
export * from './templates';
export * from './khcn';
export * from './content-items';
