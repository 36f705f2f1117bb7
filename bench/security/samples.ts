/**
 * Real parameter values from the running stack's seed, so each scanned request is one the API
 * answers with data (sqlmap's boolean-based tests compare a page with rows to one without).
 */
import type { OpenApiDocument, Samples } from './targets';

interface Row {
  id?: number;
  slug?: string;
  code?: string;
  key?: string;
  category?: { slug?: string } | null;
}

/** Values of parameters that are the same on every route. */
const FIXED: Samples = {
  locale: 'vi',
  keyword: 'chứng khoán',
  path: '/tin-an-phat',
  code: 'header',
  token: 'khong-phai-token',
  stock_symbol: 'FPT',
  name: 'khong-co-tep.pdf',
  // Route-specific values the API has no list for.
  'GET /api/v1/pages/static/{key}:key': 'home-page',
  'GET /api/v1/preview/{id}:id': '1',
};

async function list(origin: string, path: string): Promise<Row[]> {
  const response = await fetch(
    `${origin}${path}${path.includes('?') ? '&' : '?'}locale=vi&limit=5`,
  );
  if (!response.ok) return [];
  const body = (await response.json()) as { data?: unknown };
  return Array.isArray(body.data) ? (body.data as Row[]) : [];
}

const valueOf = (row: Row | undefined, name: string): string | undefined => {
  if (!row) return undefined;
  if (name === 'id') return row.id === undefined ? undefined : String(row.id);
  return row.slug || row.code || row.key || (row.id === undefined ? undefined : String(row.id));
};

/**
 * Where a path parameter's value comes from: the list one level up (`/news/{key}` → `/news`),
 * or the list named here.
 */
const PARENT_LISTS: Record<string, string> = {
  '/api/v1/pages/{slug}': '/api/v1/pages/static/all',
  '/api/v1/khcn/departments/area/{id}': '/api/v1/khcn/areas',
  '/api/v1/khcn/specialists/department/{id}': '/api/v1/khcn/specialists',
  '/api/v1/khcn/specialists/{id}/rating': '/api/v1/khcn/specialists',
  '/api/v1/khcn-services/category/{slug}': '/api/v1/khcn-service-categories',
};

export async function collectSamples(origin: string, doc: OpenApiDocument): Promise<Samples> {
  const samples: Samples = { ...FIXED };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      for (const param of operation.parameters ?? []) {
        const key = `${upper} ${path}:${param.name}`;
        if (samples[key] !== undefined) continue;
        if (param.in === 'path') {
          const parent = PARENT_LISTS[path] ?? path.slice(0, path.lastIndexOf('/'));
          const rows = await list(origin, parent);
          // A slug-like parameter needs a row that has one (the home page's slug is empty).
          const row = (
            param.name === 'id' ? rows[0] : rows.find((r) => r.slug || r.code || r.key)
          ) as (Row & { departmentId?: number }) | undefined;
          const value =
            path === '/api/v1/khcn/specialists/department/{id}'
              ? row?.departmentId?.toString()
              : valueOf(row, param.name);
          if (value !== undefined) samples[key] = value;
        } else if (param.in === 'query' && param.name === 'category' && upper === 'GET') {
          // A category that the list really filters by, so the filtered page has rows.
          const rows = await list(origin, path);
          const slug = rows.find((r) => r.category?.slug)?.category?.slug;
          samples[key] = slug ?? 'khong-co-danh-muc';
        } else if (param.name === 'category_code') {
          const rows = await list(origin, '/api/v1/ttpt-report-categories');
          samples[key] = rows[0]?.code ?? 'company';
        }
      }
    }
  }
  const [instruct] = await list(origin, '/api/v1/htgd-instructs');
  const [report] = await list(origin, '/api/v1/ttpt-reports');
  if (instruct?.id !== undefined) samples.instructId = String(instruct.id);
  if (report?.id !== undefined) samples.reportId = String(report.id);
  return samples;
}
