import { htmlToBlocks, sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it('keeps CMS markup and drops scripting', () => {
    expect(
      sanitizeHtml('<h2 class="x">Tiêu đề</h2><p onclick="x()">Chứng <strong>khoán</strong></p>'),
    ).toBe('<h2>Tiêu đề</h2><p>Chứng <strong>khoán</strong></p>');
    expect(
      sanitizeHtml(
        '<p>a</p><script>alert(1)</script><style>p{}</style><!-- note --><iframe src="x"></iframe>',
      ),
    ).toBe('<p>a</p>');
    expect(sanitizeHtml('<custom-tag>text</custom-tag><font color="red">red</font>')).toBe(
      'textred',
    );
  });

  it('keeps safe links only and protects new tabs', () => {
    expect(sanitizeHtml('<a href="/bieu-phi" target="_blank">Biểu phí</a>')).toBe(
      '<a href="/bieu-phi" target="_blank" rel="noopener noreferrer">Biểu phí</a>',
    );
    expect(sanitizeHtml('<a href="https://example.vn/a?b=1&c=2">x</a>')).toBe(
      '<a href="https://example.vn/a?b=1&amp;c=2">x</a>',
    );
    expect(sanitizeHtml('<a href="tel:19009899999">x</a>')).toBe('<a href="tel:19009899999">x</a>');
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      'jav&#x61;script:x',
      ' javascript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="/api/v1/files/a.svg" alt="A" onerror="x()">')).toBe(
      '<img src="/api/v1/files/a.svg" alt="A">',
    );
  });
});

describe('htmlToBlocks', () => {
  it('keeps headings, numbered and bulleted items, table rows and paragraphs readable', () => {
    const blocks = htmlToBlocks(
      '<h2>Bước 1</h2><p>Mở&nbsp;ứng dụng<br>và đăng nhập.</p>' +
        '<ol><li>Chọn <b>Giao dịch</b></li><li>Nhập lệnh<ul><li>LO</li></ul></li></ol>' +
        '<table><tr><th>Phí</th><th>Mức</th></tr><tr><td>Trực tuyến</td><td>0,15%</td></tr></table>',
    );
    expect(blocks).toEqual([
      { kind: 'heading', text: 'Bước 1' },
      { kind: 'paragraph', text: 'Mở ứng dụng\nvà đăng nhập.' },
      { kind: 'item', text: 'Chọn Giao dịch', marker: '1.', depth: 0 },
      { kind: 'item', text: 'Nhập lệnh', marker: '2.', depth: 0 },
      { kind: 'item', text: 'LO', marker: '•', depth: 1 },
      { kind: 'paragraph', text: 'Phí | Mức' },
      { kind: 'paragraph', text: 'Trực tuyến | 0,15%' },
    ]);
    expect(htmlToBlocks('<ol start="3"><li>c</li></ol>')[0]?.marker).toBe('3.');
    expect(htmlToBlocks('plain text')).toEqual([{ kind: 'paragraph', text: 'plain text' }]);
    expect(htmlToBlocks('<p>a</p><script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: 'a' },
    ]);
  });
});
