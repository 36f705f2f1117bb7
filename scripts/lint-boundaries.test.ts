import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of eslint.config.js bite: each case lints a small file as if it sat at `file`
 * and expects the rule to refuse (or accept) its import. The imported files are real ones, so
 * the resolver finds them as it does for the tree.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function rulesHit(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const BOUNDARY = 'import-x/no-restricted-paths';

describe('lint boundaries', () => {
  it.each([
    [
      'a feature importing another feature',
      'sites/corporate/src/features/news/stores/Probe.ts',
      "import { FaqStore } from '../../faq/stores/FaqStore';\nexport const probe = FaqStore;\n",
      'Features never import each other',
    ],
    [
      'a feature importing app/',
      'sites/corporate/src/features/faq/stores/Probe.ts',
      "import { createStores } from '../../../app/RootStore';\nexport const probe = createStores;\n",
      'Features may not import app/',
    ],
    [
      'a site importing another site',
      'sites/analysis/src/app/Probe.ts',
      "import { createStores } from '../../../corporate/src/app/RootStore';\nexport const probe = createStores;\n",
      'Sites are standalone',
    ],
    [
      'presentational ui importing the app',
      'shared/src/ui/components/Logo/Probe.ts',
      "import { useStores } from '../../../app/stores/StoresContext';\nexport const probe = useStores;\n",
      'shared/ui sits below shared/app',
    ],
    [
      'the market rules importing a higher layer',
      'shared/src/market/Probe.ts',
      "import { SearchResultTypeSchema } from '../validation/search.ts';\nexport const probe = SearchResultTypeSchema;\n",
      'shared/market sits below shared/validation',
    ],
    [
      'the session importing React routing',
      'shared/src/auth/Probe.ts',
      "import { Link } from '../routing/Link';\nexport const probe = Link;\n",
      'shared/auth sits below shared/routing/Link.tsx',
    ],
    [
      'shared importing a site',
      'shared/src/app/Probe.ts',
      "import { createStores } from '../../../sites/corporate/src/app/RootStore';\nexport const probe = createStores;\n",
      'shared/ serves every site',
    ],
    [
      'a site importing the node-only shared/server',
      'sites/analysis/src/app/Probe.ts',
      "import { createLogger } from '@brokerage/shared/server/observability.ts';\nexport const probe = createLogger;\n",
      'shared/server is node-only',
    ],
    [
      'a site test importing shared/server by a relative path',
      'sites/corporate/src/features/faq/stores/Probe.test.ts',
      "import { statusLevel } from '../../../../../../shared/src/server/observability';\nexport const probe = statusLevel;\n",
      'shared/server is node-only',
    ],
    [
      'a browser layer of shared importing shared/server',
      'shared/src/app/Probe.ts',
      "import { requestIdOf } from '../server/observability';\nexport const probe = requestIdOf;\n",
      'shared/server is node-only',
    ],
  ])('refuses %s', async (_name, file, code, message) => {
    const hits = await rulesHit(file, code);
    expect(hits.some((hit) => hit.startsWith(BOUNDARY) && hit.includes(message)), hits.join('\n')).toBe(true);
  });

  it('lets a feature use its own folder, shared and lib/', async () => {
    const hits = await rulesHit(
      'sites/corporate/src/features/faq/stores/Probe.ts',
      [
        "import { FaqStore } from './FaqStore';",
        "import { Resource } from '@brokerage/shared/app/data/Resource.ts';",
        "import { listAll } from '../../../lib/catalog/listAll';",
        'export const probe = [FaqStore, Resource, listAll];',
        '',
      ].join('\n'),
    );
    expect(hits.filter((hit) => hit.startsWith(BOUNDARY))).toEqual([]);
  });

  it('lets a server use the market rules', async () => {
    const hits = await rulesHit(
      'services/api/src/Probe.ts',
      "import { priceBand } from '@brokerage/shared/market/prices.ts';\nexport const probe = priceBand;\n",
    );
    expect(hits.filter((hit) => hit.startsWith('no-restricted-imports'))).toEqual([]);
  });

  it('lets a server use shared/server', async () => {
    const hits = await rulesHit(
      'services/sso/src/Probe.ts',
      "import { createLogger } from '@brokerage/shared/server/observability.ts';\nexport const probe = createLogger;\n",
    );
    expect(hits.filter((hit) => hit.startsWith('no-restricted-imports') || hit.startsWith(BOUNDARY))).toEqual([]);
  });

  it('refuses a server importing React code from shared', async () => {
    const hits = await rulesHit(
      'proxy/src/Probe.ts',
      "import { Link } from '@brokerage/shared/routing/Link.tsx';\nexport const probe = Link;\n",
    );
    expect(hits.some((hit) => hit.startsWith('no-restricted-imports'))).toBe(true);
  });

  it.each([
    ['drizzle-orm', "import { sql } from 'drizzle-orm';\nexport const probe = sql;\n"],
    ['the schema', "import { marketCompanies } from '../../db/schema';\nexport const probe = marketCompanies;\n"],
    ['a schema module', "import { marketCompanies } from '../../db/schema/market';\nexport const probe = marketCompanies;\n"],
    ['the database client', "import type { Db } from '../../db/client';\nexport type Probe = Db;\n"],
  ])('refuses an API route importing %s: its queries live in src/repositories', async (_name, code) => {
    const hits = await rulesHit('services/api/src/routes/market/probe.ts', code);
    expect(hits.some((hit) => hit.startsWith('no-restricted-imports') && hit.includes('repositories')), hits.join('\n')).toBe(true);
  });

  it('still holds an API route to the servers’ shared layers', async () => {
    const hits = await rulesHit(
      'services/api/src/routes/market/probe.ts',
      "import { Link } from '@brokerage/shared/routing/Link.tsx';\nexport const probe = Link;\n",
    );
    expect(hits.some((hit) => hit.startsWith('no-restricted-imports') && hit.includes('Servers may import only'))).toBe(true);
  });

  it('lets repositories and route tests reach the database', async () => {
    const code = "import { eq } from 'drizzle-orm';\nimport { marketCompanies } from '../../db/schema';\nexport const probe = [eq, marketCompanies];\n";
    for (const file of ['services/api/src/repositories/probe.ts', 'services/api/src/routes/market/probe.test.ts']) {
      const hits = await rulesHit(file, code);
      expect(hits.filter((hit) => hit.startsWith('no-restricted-imports')), file).toEqual([]);
    }
  });

  it.each([
    ['a barrel', 'sites/corporate/src/features/faq/index.ts', 'no barrels'],
    ['a kebab-case file', 'sites/corporate/src/features/faq/stores/faq-store.ts', 'camelCase or PascalCase'],
    ['a PascalCase folder that is no component', 'sites/corporate/src/features/faq/Stores/thing.ts', 'must be kebab-case'],
    ['a hook not named useX', 'shared/src/app/hooks/layout.ts', 'name it useX'],
    ['a store class not named <Noun>Store', 'sites/corporate/src/features/faq/stores/Faq.ts', '<Noun>Store'],
  ])('refuses %s by name', async (_name, file, message) => {
    const hits = await rulesHit(file, 'export const probe = 1;\n');
    expect(hits.some((hit) => hit.startsWith('local/file-names') && hit.includes(message)), hits.join('\n')).toBe(true);
  });
});
