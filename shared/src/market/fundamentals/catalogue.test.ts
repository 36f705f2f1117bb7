import { describe, expect, it } from 'vitest';
import { FIRM_TYPES } from './types.ts';
import { KEY_LINES, LINE_ITEMS, lineItems, statementCodes, statementPaths } from './catalogue.ts';

describe('the line-item catalogue', () => {
  it('gives each firm type exactly the sub-paths of spec §7', () => {
    expect(statementPaths('bank')).toEqual([
      'business-performance',
      'balance-sheet',
      'income-statement',
      'cash-flow-statement',
    ]);
    expect(statementPaths('company')).toEqual([
      'business-performance',
      'balance-sheet',
      'income-statement',
      'cashflow-statement',
    ]);
    expect(statementPaths('insurance')).toEqual([
      'business-performance',
      'balance-sheet',
      'income-statement',
      'cashflow-statement',
      'cashflow-statement-gt',
    ]);
    expect(statementPaths('securities')).toEqual([
      'business-performance',
      'security-balance',
      'income-statement',
      'cashflow-statement',
      'cashflow-statement-gt',
    ]);
    expect(statementCodes('securities', 'balance-sheet')).toBeNull();
    expect(statementCodes('bank', 'cashflow-statement')).toBeNull();
    expect(statementCodes('company', 'cashflow-statement-gt')).toBeNull();
    expect(statementCodes('securities', 'security-balance')!.every((c) => c.startsWith('F2'))).toBe(
      true,
    );
    expect(
      statementCodes('insurance', 'cashflow-statement-gt')!
        .filter((c) => !c.startsWith('CFS'))
        .every((c) => c.startsWith('F9')),
    ).toBe(true);
    expect(statementCodes('bank', 'cash-flow-statement')!.at(-1)).toBe('CFS006');
  });

  it('has unique codes, existing parents and subtotal terms, and both labels', () => {
    for (const firmType of FIRM_TYPES) {
      const items = LINE_ITEMS.filter((i) => i.firmType === firmType);
      const codes = new Set(items.map((i) => i.code));
      expect(codes.size).toBe(items.length);
      for (const item of items) {
        if (item.parent !== null)
          expect(codes, `${firmType} ${item.code} parent`).toContain(item.parent);
        for (const [code] of item.terms)
          expect(codes, `${firmType} ${item.code} term`).toContain(code);
        expect(item.subtotal).toBe(item.terms.length > 0);
        expect(item.labelVi.trim()).not.toBe('');
        expect(item.labelEn.trim()).not.toBe('');
        expect(item.code.startsWith(item.family)).toBe(true);
        expect(item.code).toMatch(/^(F[23489]|CFS)\d{3}$/);
      }
      // Every code is in some statement of its firm type.
      const served = new Set(statementPaths(firmType).flatMap((p) => statementCodes(firmType, p)!));
      expect([...codes].filter((c) => !served.has(c))).toEqual([]);
      for (const terms of Object.values(KEY_LINES[firmType])) {
        for (const [code] of terms ?? []) expect(codes, `${firmType} key ${code}`).toContain(code);
      }
    }
  });

  it('writes Vietnamese labels with their diacritics', () => {
    expect(lineItems('company').get('F3003')!.labelVi).toBe(
      'Doanh thu thuần về bán hàng và cung cấp dịch vụ',
    );
    expect(lineItems('bank').get('F4004')!.labelVi).toBe('Nợ dưới tiêu chuẩn (nhóm 3)');
  });
});
