import { closeOnSignals, configOrExit } from '@brokerage/shared/server/startup.ts';
import { buildApp } from './app';
import { loadConfig } from './config';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = configOrExit(() => loadConfig(process.env));
  const app = await buildApp(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  closeOnSignals(() => app.close(), app.log, SHUTDOWN_TIMEOUT_MS);
}

void main();
