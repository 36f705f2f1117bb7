export * from './routes';
export * from './paths';
export * from './Link';
