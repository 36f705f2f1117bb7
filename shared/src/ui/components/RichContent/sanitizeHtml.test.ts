import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

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
