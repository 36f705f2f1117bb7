import { describe, expect, it } from 'vitest';
import { withServerHtmlParser } from '@brokerage/shared/testing/serverHtmlParser.ts';
import { countNodes, splitOrgChart } from './orgChart';

const BODY = [
  '<p>Cơ cấu tổ chức của An Phát.</p>',
  '<ul class="org-chart"><li>Đại hội đồng cổ đông<ul>',
  '<li>Hội đồng quản trị<ul><li><strong>Ban Tổng Giám đốc</strong><ul><li>Khối Môi giới</li><li>Khối Công nghệ</li></ul></li></ul></li>',
  '<li>Ban Kiểm soát</li>',
  '</ul></li></ul>',
  '<p>Số liệu minh họa.</p>',
].join('');

describe('splitOrgChart', () => {
  it('reads the nested list as a tree and keeps the text around it in place', () => {
    const parts = splitOrgChart(BODY);
    expect(parts.before).toBe('<p>Cơ cấu tổ chức của An Phát.</p>');
    expect(parts.after).toBe('<p>Số liệu minh họa.</p>');
    expect(parts.chart).toEqual([
      {
        label: 'Đại hội đồng cổ đông',
        children: [
          {
            label: 'Hội đồng quản trị',
            children: [
              {
                label: 'Ban Tổng Giám đốc',
                children: [
                  { label: 'Khối Môi giới', children: [] },
                  { label: 'Khối Công nghệ', children: [] },
                ],
              },
            ],
          },
          { label: 'Ban Kiểm soát', children: [] },
        ],
      },
    ]);
    expect(countNodes(parts.chart ?? [])).toBe(6);
  });

  it('leaves a body without the chart list as it is', () => {
    expect(splitOrgChart('<ul><li>Một</li></ul>')).toEqual({
      before: '<ul><li>Một</li></ul>',
      chart: null,
      after: '',
    });
    expect(splitOrgChart(null)).toEqual({ before: '', chart: null, after: '' });
  });

  it('takes a chart out of a wrapper and puts it after the text', () => {
    const parts = splitOrgChart('<div><p>A</p><ul class="org-chart"><li>B</li></ul></div>');
    expect(parts.before).toBe('<div><p>A</p></div>');
    expect(parts.chart).toEqual([{ label: 'B', children: [] }]);
  });

  it('keeps only text: markup inside the list never reaches the page', () => {
    const parts = splitOrgChart(
      '<ul class="org-chart"><li><img src=x onerror="alert(1)">Ban <script>alert(2)</script>X</li></ul>',
    );
    expect(parts.chart).toEqual([{ label: 'Ban X', children: [] }]);
  });
});

describe('splitOrgChart in the server render', () => {
  it('splits the same way with parse5 as with the browser’s parser', () => {
    const wrapped = `<div><p>Trước</p>${BODY}</div><p>Sau</p>`;
    const inBrowser = [splitOrgChart(BODY), splitOrgChart(wrapped)];
    expect(withServerHtmlParser(() => [splitOrgChart(BODY), splitOrgChart(wrapped)])).toEqual(
      inBrowser,
    );
    expect(inBrowser[1]?.before).toBe(
      '<div><p>Trước</p><p>Cơ cấu tổ chức của An Phát.</p><p>Số liệu minh họa.</p></div><p>Sau</p>',
    );
  });
});
