import type { FastifyInstance } from 'fastify';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { TranslationTree } from '@brokerage/shared/validation/content.ts';

/** Dotted keys → nested objects; a key that is both a leaf and a branch keeps the branch. */
export function toTree(rows: { key: string; value: string }[]): TranslationTree {
  const root: TranslationTree = {};
  for (const { key, value } of rows) {
    const parts = key.split('.').filter(Boolean);
    const leaf = parts.pop();
    if (!leaf) continue;
    let node = root;
    for (const part of parts) {
      const next = node[part];
      if (typeof next === 'object') {
        node = next;
      } else {
        const branch: TranslationTree = {};
        node[part] = branch;
        node = branch;
      }
    }
    if (typeof node[leaf] !== 'object') node[leaf] = value;
  }
  return root;
}

export async function loadTranslations(
  app: Pick<FastifyInstance, 'repos'>,
  locale: Locale,
): Promise<Record<string, TranslationTree>> {
  const rows = await app.repos.systems.listTranslations(locale);
  const byNamespace = new Map<string, { key: string; value: string }[]>();
  for (const row of rows) {
    const list = byNamespace.get(row.namespace) ?? [];
    list.push(row);
    byNamespace.set(row.namespace, list);
  }
  return Object.fromEntries([...byNamespace].map(([namespace, list]) => [namespace, toTree(list)]));
}
