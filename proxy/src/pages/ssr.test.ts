import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerRenderRequest } from '@brokerage/shared/app/start/ssrMarkup.ts';
import { createDistRenderers, createStyleIndex, injectRendered, type RenderedPage } from './ssr';
import { indexHtml, makeSitesDir } from '../test/test-helpers';

const REQUEST: ServerRenderRequest = {
  url: '/ekyc',
  origin: 'http://127.0.0.1:8080',
  api: { baseURL: 'http://127.0.0.1:5100/api/v1', headers: { 'x-forwarded-for': '203.0.113.9' } },
};

const TEMPLATE = indexHtml(
  'onboarding',
  '<link rel="stylesheet" crossorigin href="/_site/onboarding/assets/index-abc123.css">',
).replace(' data-site="onboarding"', '');

const PAGE: RenderedPage = {
  html: '<main><h1>Mở tài khoản</h1></main>',
  layout: 'ekyc',
  pageData: '[{"key":"pages/static/ekyc?[]","status":200,"data":{}}]',
  styles: {
    critical: '.m_hero{padding:2rem}',
    sheets: [
      '/_site/onboarding/assets/index-abc123.css',
      '/_site/onboarding/assets/EkycRoute-x.css',
    ],
  },
};

describe('injectRendered', () => {
  it('fills #root, puts the data after it and the page’s share of the styles in the head', () => {
    const html = injectRendered(TEMPLATE, PAGE);
    expect(html).toContain(
      '<div id="root" data-ssr data-ssr-layout="ekyc"><main><h1>Mở tài khoản</h1></main></div>',
    );
    expect(html).toMatch(/<\/div>\s*<script type="application\/json" id="page-data">\[\{"key"/);
    expect(html).toContain('<style data-critical>.m_hero{padding:2rem}</style>');
  });

  it('loads the whole stylesheets after the first paint (hydrate.js), or from noscript', () => {
    const html = injectRendered(TEMPLATE, PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/^\s*<link rel="stylesheet"/m);
    expect(html).toContain(
      'data-styles="/_site/onboarding/assets/index-abc123.css /_site/onboarding/assets/EkycRoute-x.css"',
    );
    expect(head).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/_site/onboarding/assets/index-abc123.css"><link rel="stylesheet" crossorigin href="/_site/onboarding/assets/EkycRoute-x.css"></noscript>',
    );
  });

  it('links the sheets as before when there is no share to inline', () => {
    const html = injectRendered(TEMPLATE, { ...PAGE, styles: { ...PAGE.styles, critical: '' } });
    expect(html).not.toContain('<style data-critical>');
    expect(html).not.toContain('data-styles');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/_site/onboarding/assets/index-abc123.css">',
    );
    expect(html).toMatch(/EkycRoute-x\.css">\s*<\/head>/);
  });

  it('keeps CSS inside its style element', () => {
    const html = injectRendered(TEMPLATE, {
      ...PAGE,
      styles: { ...PAGE.styles, critical: '.a::after{content:"</style><script>"}' },
    });
    expect(html).toContain('.a::after{content:"<\\/style><script>"}</style>');
  });

  it('starts the app after the first paint: the module script and its preloads give way to hydrate.js', () => {
    const html = injectRendered(
      TEMPLATE.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/_site/onboarding/assets/a.js">\n' +
          '<link rel="modulepreload" crossorigin href="/_site/onboarding/assets/vi-b.js" data-locale="vi">\n</head>',
      ),
      PAGE,
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/_site/onboarding/hydrate.js" data-entry="/_site/onboarding/assets/index-abc123.js" data-modules="/_site/onboarding/assets/a.js /_site/onboarding/assets/vi-b.js" data-styles="/_site/onboarding/assets/index-abc123.css /_site/onboarding/assets/EkycRoute-x.css" defer></script>',
    );
  });

  it('leaves the page as it was without a render (the browser renders it)', () => {
    expect(injectRendered(TEMPLATE, undefined)).toBe(TEMPLATE);
  });

  it('escapes the layout name', () => {
    expect(injectRendered(TEMPLATE, { ...PAGE, layout: '"><script>' })).toContain(
      'data-ssr-layout="&quot;&gt;&lt;script&gt;"',
    );
  });
});

describe('createDistRenderers', () => {
  let sites: Awaited<ReturnType<typeof makeSitesDir>>;
  const logs: string[] = [];
  const serverBuild = async (source: string) => {
    const dir = path.join(sites.dir, 'onboarding', 'dist-server');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'server.js'), source);
  };
  const renderer = (timeoutMs = 1000) =>
    createDistRenderers(sites.dir, { timeoutMs, log: (message) => logs.push(message) });

  beforeEach(async () => {
    sites = await makeSitesDir(['onboarding']);
    logs.length = 0;
  });
  afterEach(() => sites.remove());

  it('loads the server builds ahead of the first render (warm), each once', async () => {
    const key = `__warmed_${Date.now()}`;
    await serverBuild(
      `globalThis.${key} = (globalThis.${key} ?? 0) + 1; export const render = async () => ({ html: '<p>ok</p>', layout: 'ekyc', pageData: '[]' });`,
    );
    const warmed = renderer();
    const global = globalThis as unknown as Record<string, number | undefined>;
    expect(global[key]).toBeUndefined();
    await warmed.warm();
    expect(global[key]).toBe(1);
    await warmed.render('onboarding', REQUEST, TEMPLATE);
    expect(global[key]).toBe(1);
    delete global[key];
  });

  it('renders with the site’s server build and inlines the styles its markup uses', async () => {
    const assets = path.join(sites.dir, 'onboarding', 'dist', 'assets');
    await writeFile(
      path.join(assets, 'index-abc123.css'),
      ':root{--gap:1rem;--unused:2rem}.m_1{margin:var(--gap)}.m_2{color:red}',
    );
    await writeFile(
      path.join(assets, 'EkycRoute-x.css'),
      '._hero_ab12c_1{padding:2rem}._muted_ab12c_7{color:gray}',
    );
    await serverBuild(
      `export const render = async (request) => ({ html: '<p class="_hero_ab12c_1 m_1">' + request.url + ' ' + request.api.headers['x-forwarded-for'] + '</p>', layout: 'ekyc', pageData: '[]' });`,
    );
    const page = await renderer().render('onboarding', REQUEST, TEMPLATE);
    expect(page).toMatchObject({
      html: '<p class="_hero_ab12c_1 m_1">/ekyc 203.0.113.9</p>',
      layout: 'ekyc',
    });
    expect(page?.styles).toEqual({
      critical: ':root{--gap:1rem}.m_1{margin:var(--gap)}._hero_ab12c_1{padding:2rem}',
      sheets: [
        '/_site/onboarding/assets/index-abc123.css',
        '/_site/onboarding/assets/EkycRoute-x.css',
      ],
    });
  });

  it('gives the whole document as UTF-8: the page in the root of the document it was given', async () => {
    await serverBuild(
      `export const render = async () => ({ html: '<p>Cổ phiếu</p>', layout: null, pageData: '[]' });`,
    );
    const document = TEMPLATE.replace('</head>', '<title>Mở tài khoản</title></head>');
    const bytes = await renderer().renderDocument('onboarding', REQUEST, document);
    const html = Buffer.from(bytes!).toString('utf8');
    expect(html).toContain('<title>Mở tài khoản</title>');
    expect(html).toMatch(/<div id="root" data-ssr[^>]*><p>Cổ phiếu<\/p><\/div>/);
    // Not rendered: nothing, and the document goes out as it is.
    await serverBuild(`export const render = async () => { throw new Error('down'); };`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(
      renderer().renderDocument('onboarding', REQUEST, document),
    ).resolves.toBeUndefined();
  });

  it('names the sheets, and inlines nothing, when a sheet cannot be read', async () => {
    await serverBuild(
      `export const render = async () => ({ html: '<p class="m_1">x</p>', layout: null, pageData: '[]' });`,
    );
    const page = await renderer().render('onboarding', REQUEST, TEMPLATE);
    expect(page?.styles).toEqual({
      critical: '',
      sheets: ['/_site/onboarding/assets/index-abc123.css'],
    });
  });

  it('serves the page unrendered without a server build', async () => {
    await expect(renderer().render('onboarding', REQUEST, TEMPLATE)).resolves.toBeUndefined();
  });

  it('serves the page unrendered, and says why, when the render throws', async () => {
    await serverBuild(
      `export const render = async () => { throw new Error('window is not defined'); };`,
    );
    await expect(renderer().render('onboarding', REQUEST, TEMPLATE)).resolves.toBeUndefined();
    expect(logs.join('\n')).toContain('window is not defined');
  });

  it('does not wait for a render that takes too long', async () => {
    await serverBuild(`export const render = () => new Promise(() => {});`);
    const started = Date.now();
    await expect(renderer(100).render('onboarding', REQUEST, TEMPLATE)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logs.join('\n')).toMatch(/took over 100 ms/);
  });

  it('leaves a redirect to the browser (the render answers null)', async () => {
    await serverBuild(`export const render = async () => null;`);
    await expect(renderer().render('onboarding', REQUEST, TEMPLATE)).resolves.toBeUndefined();
  });

  it('reads a rebuilt server build again', async () => {
    await serverBuild(
      `export const render = async () => ({ html: 'one', layout: null, pageData: '[]' });`,
    );
    const pages = renderer();
    await expect(pages.render('onboarding', REQUEST, TEMPLATE)).resolves.toMatchObject({
      html: 'one',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await serverBuild(
      `export const render = async () => ({ html: 'two', layout: null, pageData: '[]' });`,
    );
    await expect(pages.render('onboarding', REQUEST, TEMPLATE)).resolves.toMatchObject({
      html: 'two',
    });
  });
});

describe('createStyleIndex', () => {
  it('adds the route sheets the markup uses after the template’s, and cuts each for the page', async () => {
    const sites = await makeSitesDir(['corporate']);
    try {
      const assets = path.join(sites.dir, 'corporate', 'dist', 'assets');
      await writeFile(
        path.join(assets, 'index-a.css'),
        '._shell_aaaaa_1{display:flex}.m_x{color:red}',
      );
      await writeFile(path.join(assets, 'Home-b.css'), '._banner_bbbbb_3:hover{color:red}');
      await writeFile(path.join(assets, 'Other-c.css'), '._other_ccccc_1{color:blue}');
      const template =
        '<link rel="stylesheet" crossorigin href="/_site/corporate/assets/index-a.css">';
      const styles = await createStyleIndex(sites.dir).stylesFor(
        'corporate',
        template,
        '<div class="_shell_aaaaa_1"><a class="x _banner_bbbbb_3">y</a><i class="_nope_ccccc_1"></i></div>',
      );
      expect(styles).toEqual({
        critical: '._shell_aaaaa_1{display:flex}._banner_bbbbb_3:hover{color:red}',
        sheets: ['/_site/corporate/assets/index-a.css', '/_site/corporate/assets/Home-b.css'],
      });
    } finally {
      await sites.remove();
    }
  });
});
