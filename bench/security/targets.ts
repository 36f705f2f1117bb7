/**
 * The API requests sqlmap attacks, derived from the API's own OpenAPI document so that a new
 * endpoint is scanned without anyone remembering to list it:
 *
 * - every GET parameter the schema types as free text (a slug, a keyword, a category, a path)
 *   is an injection point, in the path or the query, with a real value from the seed around it
 *   (so a boolean-based test sees rows come and go); `locale`, free text on every route but read
 *   by one shared plugin, is attacked on a few routes only;
 * - integer, boolean and enumerated parameters are not: the schema answers 400 to any other
 *   value before a handler runs (the API's own tests cover that);
 * - every JSON POST body gets a valid example from BODIES with each text field an injection
 *   point; a POST route without an example fails the run instead of going unscanned.
 */

export interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: { type?: string; enum?: unknown[] };
}
export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, unknown> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface SqlmapTarget {
  /** "GET /api/v1/news/{key}" — the route as the OpenAPI document names it. */
  route: string;
  method: 'GET' | 'POST';
  /** Full URL; `*` marks each injection point (sqlmap's custom marker). */
  url: string;
  /** JSON body with `*` after each attacked value (POST only). */
  data?: string;
  points: string[];
}

/** Real values from the seeded API, by the name a parameter has (or `METHOD path:name`). */
export type Samples = Record<string, string>;

/** Routes where `locale` itself is attacked (one shared plugin parses it for all). */
export const LOCALE_ROUTES = ['/api/v1/news', '/api/v1/pages/{slug}', '/api/v1/search'];

/**
 * A valid body per JSON POST route: the requests the forms send. `*` after a value marks it as
 * an injection point; numbers the schema types as integers are not marked.
 */
export const BODIES: Record<string, Record<string, unknown>> = {
  '/api/v1/page-views': {
    path: '/tin-an-phat*',
    templateCode: 'NEWS_COMPANY_NEWS_EVENTS*',
    referrer: 'http://127.0.0.1/*',
  },
  '/api/v1/contacts': {
    fullName: 'Nguyễn Văn An*',
    email: 'an.nguyen@example.com*',
    phone: '0912345678*',
    subject: 'Hỏi về phí giao dịch*',
    message: 'Xin cho biết biểu phí giao dịch cổ phiếu hiện hành.*',
  },
  '/api/v1/newsletter-subscriptions': { email: 'ban.tin@example.com*' },
  '/api/v1/khcn/specialists/{id}/rating': {
    star: 5,
    name: 'Trần Thị Bình*',
    phone: '0987654321*',
    email: 'binh.tran@example.com*',
    message: 'Tư vấn rõ ràng, tận tình.*',
  },
  '/api/v1/customers/auth/login': { accountNumber: '009C000001*', password: 'not-the-password*' },
  '/api/v1/customers/auth/sso-authorize': { redirect_uri: '{origin}/login-sso*' },
  '/api/v1/customers/auth/login-sso': {
    code: 'not-a-code*',
    state: 'not-a-state*',
    redirect_uri: '{origin}/login-sso*',
  },
  '/api/v1/customers/auth/logout': { redirect_uri: '{origin}/*' },
  '/api/v1/htgd-instructs/export': { id: '{instructId}' },
  '/api/v1/ttpt-reports/create-download': { id: '{reportId}' },
};

const isFreeText = (param: OpenApiParameter) =>
  param.schema?.type === 'string' && !param.schema.enum;

/** Fills `{name}` placeholders of a body example from the samples (numbers stay numbers). */
function fillBody(body: Record<string, unknown>, samples: Samples): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (typeof value !== 'string') return [key, value];
      const whole = /^\{(\w+)\}$/.exec(value);
      if (whole) {
        const sample = samples[whole[1]!];
        if (sample === undefined) throw new Error(`no sample for {${whole[1]}}`);
        return [key, /^\d+$/.test(sample) ? Number(sample) : sample];
      }
      return [
        key,
        value.replace(/\{(\w+)\}/g, (_, name: string) => {
          const sample = samples[name];
          if (sample === undefined) throw new Error(`no sample for {${name}}`);
          return sample;
        }),
      ];
    }),
  );
}

function sampleFor(samples: Samples, method: string, path: string, name: string): string {
  const value = samples[`${method} ${path}:${name}`] ?? samples[name];
  if (value === undefined)
    throw new Error(`no sample value for ${name} of ${method} ${path}: add one in samples.ts`);
  return value;
}

/** The sqlmap targets of an OpenAPI document; throws when a route cannot be scanned. */
export function sqlmapTargets(
  doc: OpenApiDocument,
  origin: string,
  samples: Samples,
): SqlmapTarget[] {
  const targets: SqlmapTarget[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      const params = operation.parameters ?? [];
      const attacked = params.filter(
        (p) =>
          (p.in === 'path' || p.in === 'query') &&
          isFreeText(p) &&
          (p.name !== 'locale' || LOCALE_ROUTES.includes(path)),
      );
      const route = `${upper} ${path}`;

      if (upper === 'GET') {
        if (attacked.length === 0) continue;
        let urlPath = path;
        // Path parameters always get a value (the route needs one); a free-text one is attacked.
        for (const p of params.filter((x) => x.in === 'path')) {
          const value = encodeURIComponent(sampleFor(samples, upper, path, p.name));
          urlPath = urlPath.replace(`{${p.name}}`, isFreeText(p) ? `${value}*` : value);
        }
        const query = new URLSearchParams();
        for (const p of params.filter((x) => x.in === 'query')) {
          if (!attacked.includes(p) && !p.required && p.name !== 'locale') continue;
          query.set(p.name, sampleFor(samples, upper, path, p.name));
        }
        // `*` must stay literal in the query: sqlmap reads it as the marker.
        const search = [...query.entries()]
          .map(([name, value]) => {
            const mark = attacked.some((p) => p.in === 'query' && p.name === name) ? '*' : '';
            return `${encodeURIComponent(name)}=${encodeURIComponent(value)}${mark}`;
          })
          .join('&');
        targets.push({
          route,
          method: 'GET',
          url: `${origin}${urlPath}${search ? `?${search}` : ''}`,
          points: attacked.map((p) => `${p.in} ${p.name}`),
        });
      } else if (upper === 'POST') {
        const content = operation.requestBody?.content ?? {};
        if (!('application/json' in content)) continue;
        const example = BODIES[path];
        if (!example)
          throw new Error(`${route} takes a JSON body and has no example in BODIES (targets.ts)`);
        let urlPath = path;
        for (const p of params.filter((x) => x.in === 'path'))
          urlPath = urlPath.replace(
            `{${p.name}}`,
            encodeURIComponent(sampleFor(samples, upper, path, p.name)),
          );
        const body = fillBody(example, { ...samples, origin });
        const points = Object.entries(body)
          .filter(([, v]) => typeof v === 'string' && v.endsWith('*'))
          .map(([k]) => `body ${k}`);
        // Integer-only bodies (a report id): the schema refuses anything else.
        if (points.length === 0) continue;
        targets.push({
          route,
          method: 'POST',
          url: `${origin}${urlPath}?locale=vi`,
          data: JSON.stringify(body),
          points,
        });
      }
    }
  }
  return targets;
}
