export * from './routes';
export * from './paths';
export * from './contentPaths';
export * from './devPorts';
export * from './Link';
