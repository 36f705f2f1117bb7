import { injectHead, renderHead } from './head';

const TEMPLATE = `<!doctype html>
<html lang="vi" data-x="1">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <title>An Phát Securities</title>
  </head>
  <body></body>
</html>`;

describe('injectHead', () => {
  it('sets the language on <html> and keeps other attributes', () => {
    const html = injectHead(TEMPLATE, 'en', {});
    expect(html).toContain('<html lang="en" data-x="1">');
    expect(html).not.toContain('lang="vi"');
  });

  it("keeps the page language's text preloads and drops the other language's", () => {
    const template = TEMPLATE.replace(
      '</head>',
      `  <link rel="modulepreload" crossorigin href="/_site/x/assets/index-a.js">
    <link rel="modulepreload" crossorigin href="/_site/x/assets/common-v.js" data-locale="vi">
    <link rel="modulepreload" crossorigin href="/_site/x/assets/common-e.js" data-locale="en">
    <link rel="modulepreload" crossorigin href="/_site/x/assets/en-e.js" data-locale="en">
    <link rel="modulepreload" crossorigin href="/_site/x/assets/vi-v.js" data-locale="vi">
  </head>`,
    );
    const en = injectHead(template, 'en', {});
    expect(en.match(/data-locale="en"/g)).toHaveLength(2);
    expect(en).not.toContain('data-locale="vi"');
    expect(en).toContain('assets/index-a.js');
    const vi = injectHead(template, 'vi', {});
    expect(vi).toContain('href="/_site/x/assets/common-v.js" data-locale="vi"');
    expect(vi).toContain('href="/_site/x/assets/vi-v.js" data-locale="vi"');
    expect(vi).not.toContain('data-locale="en"');
  });

  it('adds lang when the template has none', () => {
    expect(injectHead('<html><head><!--app-head--></head></html>', 'vi', {})).toContain(
      '<html lang="vi">',
    );
  });

  it('replaces the placeholder and drops the template title when a title is injected', () => {
    const html = injectHead(TEMPLATE, 'vi', { title: 'Giới thiệu | An Phát' });
    expect(html).not.toContain('<!--app-head-->');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Giới thiệu | An Phát</title>');
  });

  it('keeps the template title when there is nothing better', () => {
    const html = injectHead(TEMPLATE, 'vi', { robots: 'noindex' });
    expect(html).toContain('<title>An Phát Securities</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('escapes hostile CMS text everywhere and keeps $-patterns literal', () => {
    const evil = `</title><script>alert("x")</script> $& $' $1`;
    const html = injectHead(TEMPLATE, 'vi', {
      title: evil,
      description: evil,
      keywords: evil,
      canonical: `https://x.example/"><script>`,
      alternates: [{ hreflang: 'vi"', href: 'https://x.example/<b>' }],
      og: { title: evil, image: `https://x.example/a.png"onerror="x` },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"onerror');
    expect(html).toContain(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; $&amp; $&#39; $1',
    );
  });

  it('falls back to </head> without a placeholder', () => {
    expect(injectHead('<html><head></head></html>', 'vi', { title: 'T' })).toContain(
      '<title>T</title>\n  </head>',
    );
  });
});

describe('renderHead', () => {
  it('renders canonical, alternates and Open Graph tags', () => {
    const head = renderHead({
      title: 'T',
      description: 'D',
      keywords: 'K',
      canonical: 'https://x.example/a',
      alternates: [
        { hreflang: 'vi', href: 'https://x.example/a' },
        { hreflang: 'en', href: 'https://x.example/en/b' },
        { hreflang: 'x-default', href: 'https://x.example/a' },
      ],
      og: {
        title: 'OT',
        description: 'OD',
        image: 'https://x.example/i.png',
        type: 'website',
        url: 'https://x.example/a',
      },
    });
    expect(head).toContain('<meta name="description" content="D" />');
    expect(head).toContain('<meta name="keywords" content="K" />');
    expect(head).toContain('<link rel="canonical" href="https://x.example/a" />');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://x.example/en/b" />');
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://x.example/a" />',
    );
    expect(head).toContain('<meta property="og:image" content="https://x.example/i.png" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
  });
});
