export * from './routes';
export * from './paths';
export * from './devPorts';
export * from './Link';
