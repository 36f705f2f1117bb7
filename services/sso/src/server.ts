import { closeOnSignals, configOrExit } from '@brokerage/shared/server/startup.ts';
import { startSso } from './app';
import { loadConfig } from './config';
import { log } from './observability';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = configOrExit(() => loadConfig());
  log.level = config.logLevel;
  let sso;
  try {
    sso = await startSso(config);
  } catch (error) {
    log.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  log.info('listening', {
    issuer: config.issuer,
    url: `${sso.origin}/sso`,
    client: config.client.id,
    data: config.storeDir,
  });

  // Pending store writes get SHUTDOWN_TIMEOUT_MS.
  closeOnSignals(() => sso.close(), log, SHUTDOWN_TIMEOUT_MS);
}

void main();
