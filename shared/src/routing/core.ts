// The React-free part of routing, for servers (proxy, API seed): the table and path logic.
export * from './routes';
export * from './paths';
export * from './pathPolicy';
export * from './devPorts';
export * from './contentPaths';
