import { afterEach, describe, expect, it } from 'vitest';
import { parse5Parser } from './parse5Parser';
import { domParser, sanitizeHtml, setHtmlParser } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('removes script and style elements with their content', () => {
    const out = sanitizeHtml('<p>Xin chào</p><script>alert(1)</script><style>p{}</style>');
    expect(out).toBe('<p>Xin chào</p>');
  });

  it('removes event handler attributes', () => {
    const out = sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="Biểu đồ"><p onclick="x()">Nội dung</p>');
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
    const out = sanitizeHtml('<div class="x" style="color:red"><span>Chữ</span> <a href="https://example.com" target="_blank">Ngoài</a></div>');
    expect(out).toBe('Chữ <a href="https://example.com" target="_blank" rel="noopener noreferrer">Ngoài</a>');
  });

  it('drops iframes, forms and svg, and demotes h1 to h2', () => {
    const out = sanitizeHtml('<h1>A</h1><iframe src="https://x"></iframe><form><input></form><svg><script>1</script></svg>');
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
