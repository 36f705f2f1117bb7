import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse5Parser } from './parse5Parser';
import {
  domParser,
  isDroppedWithContent,
  parseHtml,
  sanitizeHtml,
  setHtmlParser,
  type HtmlParser,
} from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('removes script and style elements with their content', () => {
    const out = sanitizeHtml('<p>Xin chào</p><script>alert(1)</script><style>p{}</style>');
    expect(out).toBe('<p>Xin chào</p>');
  });

  it('removes event handler attributes', () => {
    const out = sanitizeHtml(
      '<img src="/a.png" onerror="alert(1)" alt="Biểu đồ"><p onclick="x()">Nội dung</p>',
    );
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('<img src="/a.png" alt="Biểu đồ"');
    expect(out).toContain('<p>Nội dung</p>');
  });

  it('drops javascript: and data: links, including obfuscated ones', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVa&#x09;Script:alert(1)">b</a><a href="data:text/html,x">c</a><img src="javascript:x">',
    );
    expect(out).not.toMatch(/javascript|data:|<img/i);
    expect(out).toBe('<a>a</a><a>b</a><a>c</a>');
  });

  it('keeps the allow-listed structure and safe links', () => {
    const html =
      '<h2>Tiêu đề</h2><ul><li><strong>Đậm</strong> <em>nghiêng</em></li></ul>' +
      '<table><thead><tr><th scope="col">Mã</th></tr></thead><tbody><tr><td colspan="2">FPT</td></tr></tbody></table>' +
      '<blockquote>Trích dẫn</blockquote><a href="/lien-he">Liên hệ</a><a href="tel:1900989999">Gọi</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('protects links that open a new tab and unwraps unknown wrappers', () => {
    const out = sanitizeHtml(
      '<div class="x" style="color:red"><span>Chữ</span> <a href="https://example.com" target="_blank">Ngoài</a></div>',
    );
    expect(out).toBe(
      'Chữ <a href="https://example.com" target="_blank" rel="noopener noreferrer">Ngoài</a>',
    );
  });

  it('drops iframes, forms and svg, and demotes h1 to h2', () => {
    const out = sanitizeHtml(
      '<h1>A</h1><iframe src="https://x"></iframe><form><input></form><svg><script>1</script></svg>',
    );
    expect(out).toBe('<h2>A</h2>');
  });
});

describe('sanitizeHtml on the server', () => {
  const SAMPLES = [
    '<p>Xin chào <strong>nhà đầu tư</strong> &amp; <em>đối tác</em></p>',
    '<h1>Tiêu đề</h1><div class="x"><span>Bọc</span> <a href="/lien-he" target="_blank">Liên hệ</a></div>',
    '<table><tr><td colspan="2">Ô&nbsp;trống</td></tr></table><p>Không đóng <b>thẻ',
    '<img src="https://cdn.example.com/a.png" onerror="x()"><script>alert(1)</script><svg><a href="/x">y</a></svg>',
    '<ul><li>Một<li>Hai</ul><p title="&quot;trích&quot; <dẫn>">đoạn</p><!-- ghi chú -->',
  ];

  afterEach(() => setHtmlParser(domParser));

  it('gives the same markup with parse5 as with the browser parser (hydration needs the same)', () => {
    const inBrowser = SAMPLES.map((html) => sanitizeHtml(html));
    setHtmlParser(parse5Parser);
    expect(SAMPLES.map((html) => sanitizeHtml(html))).toEqual(inBrowser);
  });

  it('cleans as strictly with parse5', () => {
    setHtmlParser(parse5Parser);
    const out = sanitizeHtml(SAMPLES[3] ?? '');
    expect(out).toBe('<img src="https://cdn.example.com/a.png" alt="" loading="lazy">');
  });
});

// One policy for storing (the API, over parse5) and showing (the sites, over DOMParser or parse5):
// each case runs with both parsers.
describe.each<[string, HtmlParser]>([
  ['DOMParser', domParser],
  ['parse5', parse5Parser],
])('the merged allow-list (%s)', (_, parser) => {
  const clean = (html: string) => sanitizeHtml(html, parser);

  // The API's former store-time cases, unchanged but for images, which now get loading="lazy".
  it('keeps CMS markup and drops scripting', () => {
    expect(
      clean('<h2 class="x">Tiêu đề</h2><p onclick="x()">Chứng <strong>khoán</strong></p>'),
    ).toBe('<h2>Tiêu đề</h2><p>Chứng <strong>khoán</strong></p>');
    expect(
      clean(
        '<p>a</p><script>alert(1)</script><style>p{}</style><!-- note --><iframe src="x"></iframe>',
      ),
    ).toBe('<p>a</p>');
    expect(clean('<custom-tag>text</custom-tag><font color="red">red</font>')).toBe('textred');
  });

  it('keeps safe links only and protects new tabs', () => {
    expect(clean('<a href="/bieu-phi" target="_blank">Biểu phí</a>')).toBe(
      '<a href="/bieu-phi" target="_blank" rel="noopener noreferrer">Biểu phí</a>',
    );
    expect(clean('<a href="https://example.vn/a?b=1&c=2">x</a>')).toBe(
      '<a href="https://example.vn/a?b=1&amp;c=2">x</a>',
    );
    expect(clean('<a href="tel:19009899999">x</a>')).toBe('<a href="tel:19009899999">x</a>');
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      'jav&#x61;script:x',
      ' javascript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(clean(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(clean('<img src="/api/v1/files/a.svg" alt="A" onerror="x()">')).toBe(
      '<img src="/api/v1/files/a.svg" alt="A" loading="lazy">',
    );
  });

  // What the API's list allowed and the sites' did not: stored as the sites show it.
  it('unwraps what no page shows: div, span, dl, code, pre, mark (the text stays)', () => {
    expect(
      clean(
        '<div><span>a</span></div><dl><dt>Mã</dt><dd>FPT</dd></dl>' +
          '<pre><code>x = 1</code></pre><mark>chú ý</mark>',
      ),
    ).toBe('aMãFPTx = 1chú ý');
  });

  it('turns h5 and h6 into h4 and h1 into h2 (the API used to unwrap h1)', () => {
    expect(clean('<h1>A</h1><h5>B</h5><h6>C</h6>')).toBe('<h2>A</h2><h4>B</h4><h4>C</h4>');
  });

  it("sets rel and loading itself instead of keeping an editor's", () => {
    expect(clean('<a href="/x" rel="nofollow">x</a>')).toBe('<a href="/x">x</a>');
    expect(clean('<a href="/x" target="_blank" rel="noopener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<img src="/a.png" loading="eager" title="T" width="640" height="abc">')).toBe(
      '<img src="/a.png" title="T" width="640" alt="" loading="lazy">',
    );
  });

  it('drops form controls, media and dialogs with their text (the API used to keep it)', () => {
    expect(
      clean(
        '<p>a</p><button>Mua</button><select><option>1</option></select><textarea>t</textarea>' +
          '<video>v</video><audio>a</audio><canvas>c</canvas><dialog>d</dialog><title>t</title>',
      ),
    ).toBe('<p>a</p>');
  });

  // What the sites' list allowed and the API's did not: kept on storage.
  it('keeps list types, image data URLs and table spans', () => {
    expect(clean('<ol start="3" type="a"><li>c</li></ol><ol type="disc"><li>d</li></ol>')).toBe(
      '<ol start="3" type="a"><li>c</li></ol><ol><li>d</li></ol>',
    );
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x" loading="lazy">',
    );
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(
      clean('<table><tr><th scope="row" rowspan="2">A</th><td colspan="x">B</td></tr></table>'),
    ).toBe('<table><tbody><tr><th rowspan="2" scope="row">A</th><td>B</td></tr></tbody></table>');
  });

  it('gives the same markup when stored markup is cleaned again (storing loses nothing)', () => {
    const samples = [
      '<h1>T</h1><div><p>a &amp; b</p><p title="&quot;x&quot; <y>">c&nbsp;d &lt;e&gt;</p></div>',
      '<ul><li>Một<li>Hai<ol start="2"><li>Ba</ol></ul><p>Không đóng <b>thẻ',
      '<a href="/x" target="_blank" rel="nofollow">x</a><img src="/a.png"><img src="javascript:x">',
      '<table><caption>C</caption><tr><th>A</th></tr></table><figure><img src="/b.png" alt="B"><figcaption>F</figcaption></figure>',
      '<p>a<div>b</div>c</p><blockquote><p>q</p></blockquote><svg><a href="/x">y</a></svg>',
    ];
    for (const html of samples) {
      const once = clean(html);
      expect(clean(once), html).toBe(once);
    }
  });
});

describe('the parser argument', () => {
  afterEach(() => {
    setHtmlParser(domParser);
    vi.unstubAllGlobals();
  });

  it('cleans and parses with the parser it is given, whatever the current one', () => {
    const seen: string[] = [];
    const spy: HtmlParser = (html) => {
      seen.push(html);
      return parse5Parser(html);
    };
    expect(sanitizeHtml('<p>a<script>x</script></p>', spy)).toBe('<p>a</p>');
    expect(parseHtml('<b>b</b>', spy)).toEqual([
      { tag: 'b', html: true, attributes: new Map(), children: [{ text: 'b' }] },
    ]);
    expect(seen).toEqual(['<p>a<script>x</script></p>', '<b>b</b>']);
  });

  it('needs a parser where there is no DOMParser (the API passes parse5Parser)', () => {
    vi.stubGlobal('DOMParser', undefined);
    expect(() => sanitizeHtml('<p>a</p>')).toThrow(/parse5Parser/);
    expect(sanitizeHtml('<p>a</p>', parse5Parser)).toBe('<p>a</p>');
  });

  it('tells which elements go with their content', () => {
    const [script, div, svg, text] = parseHtml(
      '<script>x</script><div>y</div><svg></svg>z',
      parse5Parser,
    );
    expect([script, div, svg, text].map((node) => node && isDroppedWithContent(node))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});
