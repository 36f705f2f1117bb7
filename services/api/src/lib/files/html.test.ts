import { htmlToBlocks } from './html';

// The sanitiser's cases (what the API stores) moved to the shared sanitiser's test
// (shared/src/format/html/sanitizeHtml.test.ts, "the merged allow-list").

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

  it('leaves out what the sanitiser drops and reads the text the parser decodes', () => {
    expect(
      htmlToBlocks(
        '<p>A &amp; B &ndash; C</p><style>p{}</style><svg><text>chart</text></svg>' +
          '<form><button>Gửi</button></form><!-- note --><p>D<img src="/a.png" alt="x">E</p>',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'A & B – C' },
      { kind: 'paragraph', text: 'D E' },
    ]);
  });

  it('makes every heading level a heading and a block of each div, pre or caption', () => {
    expect(
      htmlToBlocks(
        '<h1>A</h1><h5>B</h5><div>c</div><div>d</div><pre>e\nf</pre>' +
          '<table><caption>Biểu phí</caption><tr><td>x<br>y</td><td></td><td>z</td></tr></table>',
      ),
    ).toEqual([
      { kind: 'heading', text: 'A' },
      { kind: 'heading', text: 'B' },
      { kind: 'paragraph', text: 'c' },
      { kind: 'paragraph', text: 'd' },
      { kind: 'paragraph', text: 'e\nf' },
      { kind: 'paragraph', text: 'Biểu phí' },
      { kind: 'paragraph', text: 'x y | z' },
    ]);
  });

  it('keeps a paragraph inside a list item in the item, and unclosed items apart', () => {
    expect(htmlToBlocks('<ul><li><p>Một hai</p><li>Ba</ul>')).toEqual([
      { kind: 'item', text: 'Một hai', marker: '•', depth: 0 },
      { kind: 'item', text: 'Ba', marker: '•', depth: 0 },
    ]);
  });
});
