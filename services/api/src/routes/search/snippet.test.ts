import { buildSnippet, foldText, stripHtml } from './snippet';

describe('search snippets', () => {
  it('strips tags and decodes entities', () => {
    expect(stripHtml('<h2>Sứ&nbsp;mệnh</h2><p>A &amp; B &#8211; <script>x()</script>C</p>')).toBe(
      'Sứ mệnh A & B – C',
    );
  });

  it('folds Vietnamese like unaccent(lower()) without moving characters', () => {
    expect(foldText('Chứng Khoán ĐẦU TƯ')).toBe('chung khoan dau tu');
    expect(foldText('a📈b').length).toBe('a📈b'.length);
  });

  it('prefers the summary when it mentions the keyword, else the body around the match', () => {
    expect(buildSnippet('chung khoan', 'Dịch vụ chứng khoán', '<p>x</p>')).toBe(
      'Dịch vụ chứng khoán',
    );
    const body = `<p>${'lorem ipsum '.repeat(30)}</p><p>Biên độ giá trên HOSE</p>`;
    const snippet = buildSnippet('bien do', 'Tóm tắt', body);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).toContain('Biên độ giá trên HOSE');
    expect(buildSnippet('zzz', null, '<b>Nội dung</b>')).toBe('Nội dung');
  });
});
