export * from './routes';
export * from './paths';
