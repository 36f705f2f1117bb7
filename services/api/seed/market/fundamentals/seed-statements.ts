import { LINE_ITEMS } from '@brokerage/shared/market/fundamentals/catalogue.ts';
import { bulkInsert } from '../../../src/cli/bulk-insert';
import type { Tx } from '../../../src/db/client';
import {
  marketBusinessPlans,
  marketFinancialStatements,
  marketLineItems,
} from '../../../src/db/schema';
import type { GeneratedFundamentals } from './statements';

/** The catalogue as table rows (terms written "+F3001 -F3002"). */
export const lineItemRows = () =>
  LINE_ITEMS.map((item) => ({
    firmType: item.firmType,
    code: item.code,
    family: item.family,
    parent: item.parent,
    sort: item.order,
    labelVi: item.labelVi,
    labelEn: item.labelEn,
    kind: item.kind,
    subtotal: item.subtotal,
    terms: item.terms.map(([code, sign]) => `${sign > 0 ? '+' : '-'}${code}`).join(' '),
  }));

/**
 * Writes the line catalogue (replacing a stored one) and the generated statements and plans
 * into empty tables; the companies must be there already. Returns the rows written.
 */
export async function insertFundamentals(
  tx: Tx,
  generated: Pick<GeneratedFundamentals, 'statements' | 'businessPlans'>,
): Promise<number> {
  const lines = lineItemRows();
  await bulkInsert(tx, marketLineItems, lines, {
    upsertOn: [marketLineItems.firmType, marketLineItems.code],
  });
  await bulkInsert(tx, marketFinancialStatements, generated.statements);
  await bulkInsert(tx, marketBusinessPlans, generated.businessPlans);
  return lines.length + generated.statements.length + generated.businessPlans.length;
}
