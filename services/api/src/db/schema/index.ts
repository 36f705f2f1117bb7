export * from './settings';
export * from './pages';
export * from './menus';
export * from './redirects';
export * from './contact';
export * from './khcn';
export * from './content';
export * from './customers';
