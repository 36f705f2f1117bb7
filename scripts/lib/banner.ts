/**
 * The lines the launcher prints once everything is ready about where the proxy listens and what
 * the API serves beyond the product: the dev outbox and the API docs. Read from the environment the API is started with,
 * by the same rules as services/api/src/config.ts (DEV_OUTBOX, API_DOCS), which the launcher
 * does not import: it must start even when the API's configuration would not.
 */

/** The words the API's `flag` reads as on. */
const isOn = (value: string | undefined): boolean =>
  ['true', '1', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());

export interface ApiFeatures {
  /** GET /api/v1/dev/outbox exists (for loopback clients only). */
  devOutbox: boolean;
  /** /api/docs and /api/docs/json are served. */
  apiDocs: boolean;
}

/** What an API started with `env` serves: DEV_OUTBOX off unless set; API_DOCS on unless production. */
export function apiFeatures(env: Readonly<Record<string, string | undefined>>): ApiFeatures {
  const docs = env.API_DOCS?.trim();
  return {
    devOutbox: isOn(env.DEV_OUTBOX),
    apiDocs: docs ? isOn(docs) : env.NODE_ENV !== 'production',
  };
}

/** One line each for the outbox and the docs, with their address when they are on. */
export function featureLines({ devOutbox, apiDocs }: ApiFeatures, publicUrl: string): string[] {
  return [
    devOutbox
      ? `dev outbox on, for clients on this machine only: ${publicUrl}/api/v1/dev/outbox?to=<email-or-phone>`
      : 'dev outbox off (DEV_OUTBOX=true turns it on; npm run dev does)',
    apiDocs ? `API docs ${publicUrl}/api/docs` : 'API docs off (API_DOCS=true turns them on)',
  ];
}

/** Loopback addresses: a listener there is for this machine only. */
const isLoopbackHost = (host: string): boolean =>
  /^127\./.test(host) || host === '::1' || host === 'localhost';

/**
 * Where the proxy listens. In dev mode it forwards /_site/<site>/ to the Vite dev servers (the
 * sites' sources), so a listener others can reach is a warning there.
 */
export function listenerLine(
  mode: 'start' | 'dev' | 'cluster',
  host: string,
  port: number,
): { warn: boolean; text: string } {
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (mode !== 'dev') return { warn: false, text: `listening on ${where} (HOST moves it)` };
  return isLoopbackHost(host)
    ? {
        warn: false,
        text: `listening on ${where} only: the dev servers (the sites' sources) are not on the network; HOST=0.0.0.0 opens them to it`,
      }
    : {
        warn: true,
        text: `listening on ${where} (HOST): anyone who reaches this port reads the sites' sources from the dev servers`,
      };
}
