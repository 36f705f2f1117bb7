/**
 * `npm run build` in a service's folder (turbo runs it for every workspace): bundles that
 * service into its dist/ for `npm start` (scripts/lib/service-build.ts).
 *
 *   tsx ../../scripts/build-service.ts      (from services/api, services/sso, …, or proxy)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildService, serviceBuildFor } from './lib/service-build';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const cwd = path.relative(ROOT, process.cwd()).split(path.sep).join('/');
const service = serviceBuildFor(cwd);
if (!service) {
  console.error(`build-service: ${cwd || '.'} is not a service (scripts/lib/service-build.ts)`);
  process.exit(1);
}
const started = Date.now();
await buildService(ROOT, service);
console.log(`built ${cwd}/dist in ${Date.now() - started} ms`);
