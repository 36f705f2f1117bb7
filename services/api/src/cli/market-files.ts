import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  CompanyRowSchema,
  type CompanyRow,
  CorporateActionRowSchema,
  type CorporateActionRow,
  CoveredWarrantRowSchema,
  type CoveredWarrantRow,
  DailyPriceRowSchema,
  type DailyPriceRow,
  isMainIndex,
} from '@brokerage/shared/validation/market.ts';
import {
  BusinessPlanRowSchema,
  FinancialStatementRowSchema,
  LineItemRowSchema,
} from '@brokerage/shared/validation/fundamentals.ts';
import {
  CapitalHistoryRowSchema,
  CompanyAssociationRowSchema,
  CompanyNewsRowSchema,
  CompanyProfileRowSchema,
  ExerciseRightRowSchema,
  ExerciseRightTypeRowSchema,
  InsiderTransactionRowSchema,
  LargeShareholderRowSchema,
  OfficerRowSchema,
  OwnershipStructureRowSchema,
  RecommendationCategoryRowSchema,
  RecommendationRowSchema,
} from '@brokerage/shared/validation/companyProfiles.ts';

/**
 * Reading a market directory for `npm run import:market -- <dir>`.
 *
 * The directory holds up to four files, each as `<name>.csv` or `<name>.json` (not both):
 * - `companies`: symbol, exchange, nameVi, nameEn, icbCode, sectorVi, sectorEn, firmType,
 *   sharesOutstanding, charteredCapital, listingDate, vn30, hnx30, and optionally shortName
 *   (the name the market uses: Vinamilk) and brands (other names it is searched by, `;`
 *   between them in a CSV cell, a list or that text in JSON); a file without them, or an
 *   empty cell, keeps the names the database has
 * - `daily-prices`: symbol, sessionDate, open, high, low, close, reference, ceiling, floor,
 *   volume, value, foreignBuyVolume, foreignSellVolume, and optionally the order book
 *   buyOrderCount, sellOrderCount, buyOrderVolume, sellOrderVolume (all four or none; a file
 *   without them imports with no order figures) (index rows: the index code as symbol, points
 *   with up to 2 decimals, ceiling and floor empty)
 * - `corporate-actions`: symbol, exDate, kind (cash-dividend | stock-dividend | bonus | rights),
 *   cashPerShare, ratio, subscriptionPrice
 * - `covered-warrants`: code, underlying, issuer, exercisePrice, ratio, issueDate, maturityDate,
 *   listingReference, issuedQuantity
 * The column names are the fields of shared/validation/market.ts. A CSV file has a header row
 * of those names (RFC 4180: commas, double quotes, UTF-8); a JSON file is an array of objects
 * with those keys. Prices are VND, dates YYYY-MM-DD, empty cells "no value".
 *
 * The fundamentals (docs/fundamentals.md) come in more files of the same kind, their columns the
 * fields of shared/validation/fundamentals.ts and companyProfiles.ts: `financial-statements`,
 * `line-items`, `business-plans`, `company-profiles`, `company-associations`,
 * `large-shareholders`, `ownership-structures`, `company-officers`, `insider-transactions`,
 * `capital-history`, `exercise-right-types`, `exercise-rights`, `company-news`,
 * `recommendation-categories`, `recommendations`.
 *
 * Every row is checked; every problem is reported as `file:line: field: message` (line 1 is a
 * CSV header; for JSON the line where the row's object starts). Symbols must be companies of
 * the files or of the database (daily prices may also name the five main indices); an
 * exercise right's type and a recommendation's category must be in their file or the database.
 */

export const MARKET_FILES = [
  'companies',
  'daily-prices',
  'corporate-actions',
  'covered-warrants',
] as const;
export type MarketFile = (typeof MARKET_FILES)[number];

export interface MarketRows {
  companies: CompanyRow[];
  dailyPrices: DailyPriceRow[];
  corporateActions: CorporateActionRow[];
  coveredWarrants: CoveredWarrantRow[];
}

/**
 * The fundamentals' files: each one's schema, the key no two rows may share (none for the
 * lists a company's file replaces whole) and the fields naming another file's rows.
 */
export const FUNDAMENTAL_FILES = {
  'line-items': {
    schema: LineItemRowSchema,
    key: (r: { firmType: string; code: string }) => `firmType and code ${r.firmType} ${r.code}`,
  },
  'financial-statements': {
    schema: FinancialStatementRowSchema,
    key: (r: { symbol: string; fiscalYear: number; quarter: number; code: string }) =>
      `symbol, fiscalYear, quarter and code ${r.symbol} ${r.fiscalYear} ${r.quarter} ${r.code}`,
  },
  'business-plans': {
    schema: BusinessPlanRowSchema,
    key: (r: { symbol: string; fiscalYear: number }) =>
      `symbol and fiscalYear ${r.symbol} ${r.fiscalYear}`,
  },
  'company-profiles': {
    schema: CompanyProfileRowSchema,
    key: (r: { symbol: string }) => `symbol ${r.symbol}`,
  },
  'company-associations': { schema: CompanyAssociationRowSchema },
  'large-shareholders': { schema: LargeShareholderRowSchema },
  'ownership-structures': {
    schema: OwnershipStructureRowSchema,
    key: (r: { symbol: string; category: string }) =>
      `symbol and category ${r.symbol} ${r.category}`,
  },
  'company-officers': { schema: OfficerRowSchema },
  'insider-transactions': { schema: InsiderTransactionRowSchema },
  'capital-history': { schema: CapitalHistoryRowSchema },
  'exercise-right-types': {
    schema: ExerciseRightTypeRowSchema,
    key: (r: { id: string }) => `id ${r.id}`,
  },
  'exercise-rights': { schema: ExerciseRightRowSchema },
  'company-news': { schema: CompanyNewsRowSchema },
  'recommendation-categories': {
    schema: RecommendationCategoryRowSchema,
    key: (r: { code: string }) => `code ${r.code}`,
  },
  recommendations: { schema: RecommendationRowSchema },
} as const;
export type FundamentalFile = keyof typeof FUNDAMENTAL_FILES;
export type FundamentalRows = {
  [K in FundamentalFile]: z.output<(typeof FUNDAMENTAL_FILES)[K]['schema']>[];
};
const FUNDAMENTAL_NAMES = Object.keys(FUNDAMENTAL_FILES) as FundamentalFile[];

interface RawRow {
  line: number;
  values: Record<string, unknown>;
}

/** A file's rows before checking, or problems that keep it from being read at all. */
type RawFile = { name: string; rows: RawRow[]; problems: string[] };

/** RFC 4180 records, each with the line it starts on; blank lines are skipped. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let sawCell = false;
  const input = text.replace(/^\uFEFF/, '');
  const endRecord = () => {
    if (sawCell || cells.length > 0 || cell !== '') {
      cells.push(cell);
      records.push({ line: start, cells });
    }
    cells = [];
    cell = '';
    sawCell = false;
  };
  for (let i = 0; i < input.length; i += 1) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') {
      quoted = true;
      sawCell = true;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
      sawCell = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else {
      if (cell === '' && cells.length === 0) start = line;
      cell += ch;
    }
  }
  endRecord();
  return records;
}

/** The line each element of a top-level JSON array starts on (for the error messages). */
export function jsonArrayLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let expectValue = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '\n') line += 1;
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
      continue;
    }
    if (/\s/.test(ch)) continue;
    if (depth === 1 && expectValue && ch !== ']') {
      lines.push(line);
      expectValue = false;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      depth += 1;
      if (depth === 1) expectValue = true;
    } else if (ch === ']' || ch === '}') depth -= 1;
    else if (ch === ',' && depth === 1) expectValue = true;
  }
  return lines;
}

function readCsvRows(name: string, text: string, columns: readonly string[]): RawFile {
  const [header, ...records] = parseCsv(text);
  if (!header) return { name, rows: [], problems: [`${name}:1: file: no header row`] };
  const names = header.cells.map((c) => c.trim());
  const problems = names
    .filter((n) => !columns.includes(n))
    .map((n) => `${name}:1: ${n || '(empty)'}: not a column of ${name.replace(/\.\w+$/, '')}`);
  const rows = records.map(({ line, cells }) => {
    if (cells.length !== names.length) {
      problems.push(`${name}:${line}: row: ${cells.length} cells, the header has ${names.length}`);
    }
    return { line, values: Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ''])) };
  });
  return { name, rows, problems };
}

function readJsonRows(name: string, text: string, columns: readonly string[]): RawFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      name,
      rows: [],
      problems: [`${name}:1: file: not JSON (${(error as Error).message})`],
    };
  }
  if (!Array.isArray(data))
    return { name, rows: [], problems: [`${name}:1: file: not a JSON array`] };
  const lines = jsonArrayLines(text);
  const problems: string[] = [];
  const rows: RawRow[] = [];
  data.forEach((item: unknown, i) => {
    const line = lines[i] ?? 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push(`${name}:${line}: row: not an object`);
      return;
    }
    for (const key of Object.keys(item)) {
      if (!columns.includes(key))
        problems.push(`${name}:${line}: ${key}: not a column of ${name.replace(/\.\w+$/, '')}`);
    }
    rows.push({ line, values: item as Record<string, unknown> });
  });
  return { name, rows, problems };
}

const SCHEMAS = {
  companies: CompanyRowSchema,
  'daily-prices': DailyPriceRowSchema,
  'corporate-actions': CorporateActionRowSchema,
  'covered-warrants': CoveredWarrantRowSchema,
} as const;

/** The column names of a file: the keys of its schema (zod 4 keeps refinements on the object). */
const columnsOf = (kind: MarketFile | FundamentalFile): string[] =>
  Object.keys(
    (kind in SCHEMAS
      ? SCHEMAS[kind as MarketFile]
      : FUNDAMENTAL_FILES[kind as FundamentalFile].schema
    ).shape,
  );

/** Checks the rows of one file with its schema; a row's key `field` repeats → a problem. */
function checkRows<S extends z.ZodType>(
  file: RawFile,
  schema: S,
  keyOf: (row: z.output<S>) => string,
  problems: string[],
): { line: number; row: z.output<S> }[] {
  const seen = new Map<string, number>();
  const out: { line: number; row: z.output<S> }[] = [];
  for (const { line, values } of file.rows) {
    const result = schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${file.name}:${line}: ${issue.path.join('.') || 'row'}: ${issue.message}`);
      }
      continue;
    }
    const key = keyOf(result.data);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push(`${file.name}:${line}: row: the same ${key} as line ${first}`);
      continue;
    }
    seen.set(key, line);
    out.push({ line, row: result.data });
  }
  return out;
}

export interface ReadResult {
  rows: MarketRows;
  /** The fundamentals' rows, for the files given. */
  fundamentals: Partial<FundamentalRows>;
  problems: string[];
  /** The files read, by base name. */
  files: string[];
}

/**
 * Reads and checks a market directory. `knownCompanies`: the symbols already in the database
 * (rows may refer to them without repeating them in companies).
 */
export async function readMarketDir(
  dir: string,
  knownCompanies: ReadonlySet<string>,
  lookups: { rightTypes?: ReadonlySet<string>; categories?: ReadonlySet<string> } = {},
): Promise<ReadResult> {
  const entries = await readdir(dir).catch(() => null);
  if (!entries) {
    return {
      rows: emptyRows(),
      fundamentals: {},
      problems: [`${dir}: not a readable directory`],
      files: [],
    };
  }
  const problems: string[] = [];
  const raw = new Map<MarketFile | FundamentalFile, RawFile>();
  const files: string[] = [];
  for (const kind of [...MARKET_FILES, ...FUNDAMENTAL_NAMES]) {
    const present = ['csv', 'json']
      .map((ext) => `${kind}.${ext}`)
      .filter((n) => entries.includes(n));
    if (present.length > 1) {
      problems.push(`${present[1]}:1: file: ${present[0]} is there too; keep one of them`);
      continue;
    }
    const name = present[0];
    if (!name) continue;
    files.push(name);
    const text = await readFile(path.join(dir, name), 'utf8');
    const columns = columnsOf(kind);
    const file = name.endsWith('.csv')
      ? readCsvRows(name, text, columns)
      : readJsonRows(name, text, columns);
    problems.push(...file.problems);
    raw.set(kind, file);
  }
  if (files.length === 0 && problems.length === 0) {
    problems.push(
      `${dir}: none of ${[...MARKET_FILES, ...FUNDAMENTAL_NAMES].map((f) => `${f}.csv|json`).join(', ')}`,
    );
  }

  const none: RawFile = { name: '', rows: [], problems: [] };
  const companies = checkRows(
    raw.get('companies') ?? none,
    CompanyRowSchema,
    (r) => `symbol ${r.symbol}`,
    problems,
  );
  const prices = checkRows(
    raw.get('daily-prices') ?? none,
    DailyPriceRowSchema,
    (r) => `symbol and sessionDate ${r.symbol} ${r.sessionDate}`,
    problems,
  );
  const actions = checkRows(
    raw.get('corporate-actions') ?? none,
    CorporateActionRowSchema,
    (r) => `symbol, exDate and kind ${r.symbol} ${r.exDate} ${r.kind}`,
    problems,
  );
  const warrants = checkRows(
    raw.get('covered-warrants') ?? none,
    CoveredWarrantRowSchema,
    (r) => `code ${r.code}`,
    problems,
  );

  const known = new Set([...knownCompanies, ...companies.map((c) => c.row.symbol)]);
  const refer = (file: string, line: number, field: string, symbol: string, index = false) => {
    if (!known.has(symbol) && !(index && isMainIndex(symbol))) {
      problems.push(
        `${file}:${line}: ${field}: ${symbol} is not a company of companies or the database`,
      );
    }
  };
  for (const { line, row } of prices)
    refer(raw.get('daily-prices')!.name, line, 'symbol', row.symbol, true);
  for (const { line, row } of actions)
    refer(raw.get('corporate-actions')!.name, line, 'symbol', row.symbol);
  for (const { line, row } of warrants)
    refer(raw.get('covered-warrants')!.name, line, 'underlying', row.underlying);

  const fundamentals: Partial<FundamentalRows> = {};
  const checked = new Map<FundamentalFile, { line: number; row: Record<string, unknown> }[]>();
  for (const kind of FUNDAMENTAL_NAMES) {
    const file = raw.get(kind);
    if (!file) continue;
    const spec: { schema: z.ZodType; key?: (row: never) => string } = FUNDAMENTAL_FILES[kind];
    const keyOf = spec.key as ((row: unknown) => string) | undefined;
    // A list a company's file replaces whole has no key: a row may repeat another.
    let n = 0;
    const rows = checkRows(file, spec.schema, keyOf ?? (() => `row ${(n += 1)}`), problems);
    checked.set(kind, rows as { line: number; row: Record<string, unknown> }[]);
    (fundamentals as Record<string, unknown[]>)[kind] = rows.map((r) => r.row);
    for (const { line, row } of rows as { line: number; row: { symbol?: unknown } }[])
      if (typeof row.symbol === 'string') refer(file.name, line, 'symbol', row.symbol);
  }
  const lookup = (
    kind: FundamentalFile,
    lookupKind: FundamentalFile,
    field: string,
    idField: string,
    stored: ReadonlySet<string> = new Set(),
  ) => {
    const ids = new Set([
      ...stored,
      ...(checked.get(lookupKind) ?? []).map(({ row }) => String(row[idField])),
    ]);
    for (const { line, row } of checked.get(kind) ?? []) {
      if (!ids.has(String(row[field])))
        problems.push(
          `${raw.get(kind)!.name}:${line}: ${field}: ${String(row[field])} is not in ${lookupKind} or the database`,
        );
    }
  };
  lookup('exercise-rights', 'exercise-right-types', 'typeId', 'id', lookups.rightTypes);
  lookup(
    'recommendations',
    'recommendation-categories',
    'categoryCode',
    'code',
    lookups.categories,
  );

  return {
    fundamentals,
    rows: {
      companies: companies.map((c) => c.row),
      dailyPrices: prices.map((p) => p.row),
      corporateActions: actions.map((a) => a.row),
      coveredWarrants: warrants.map((w) => w.row),
    },
    problems: problems.sort(byFileAndLine),
    files,
  };
}

const emptyRows = (): MarketRows => ({
  companies: [],
  dailyPrices: [],
  corporateActions: [],
  coveredWarrants: [],
});

/** Problems in file order, then line order. */
function byFileAndLine(a: string, b: string): number {
  const [fa = '', la = '0'] = a.split(':');
  const [fb = '', lb = '0'] = b.split(':');
  return fa.localeCompare(fb) || Number(la) - Number(lb);
}
