import { afterEach, describe, expect, it } from 'vitest';
import {
  chatCoversData,
  chatScriptUrls,
  chatStateFromMessage,
  isChatExcluded,
  visibleBox,
} from './chatWidget';

const ORIGIN = 'https://www.anphat.example';

describe('isChatExcluded', () => {
  it.each([
    '/bao-cao-phan-tich',
    '/bao-cao-phan-tich/7',
    '/en/analysis-reports',
    '/trung-tam-phan-tich/bao-cao-phan-tich',
    '/en/analysis-center/analysis-report',
  ])('excludes the analysis-report page %s', (path) => {
    expect(isChatExcluded(path)).toBe(true);
  });

  it.each([
    '/',
    '/en',
    '/lien-he',
    '/gioi-thieu-an-phat',
    '/trung-tam-phan-tich',
    '/trung-tam-phan-tich/ho-so-doanh-nghiep',
  ])('keeps the chat on %s', (path) => {
    expect(isChatExcluded(path)).toBe(false);
  });
});

describe('chatStateFromMessage', () => {
  it('maps the two messages, as strings or { type }', () => {
    expect(chatStateFromMessage({ origin: ORIGIN, data: 'open-chat' }, ORIGIN)).toBe('open');
    expect(chatStateFromMessage({ origin: ORIGIN, data: 'hide-chat' }, ORIGIN)).toBe('closed');
    expect(chatStateFromMessage({ origin: ORIGIN, data: { type: 'open-chat' } }, ORIGIN)).toBe(
      'open',
    );
  });

  it('ignores another origin', () => {
    expect(
      chatStateFromMessage({ origin: 'https://evil.example', data: 'open-chat' }, ORIGIN),
    ).toBeNull();
  });

  it('ignores other shapes', () => {
    for (const data of [
      null,
      42,
      'open',
      { type: 1 },
      { kind: 'open-chat' },
      ['open-chat'],
      'toString',
      { type: '__proto__' },
    ]) {
      expect(chatStateFromMessage({ origin: ORIGIN, data }, ORIGIN)).toBeNull();
    }
  });
});

describe('chatScriptUrls', () => {
  it('resolves relative entries and keeps http(s) only', () => {
    expect(
      chatScriptUrls(
        [
          '/_site/corporate/chat/demo-chat.js',
          ' ',
          'javascript:alert(1)',
          'data:text/javascript,1',
          'https://chat.example/w.js',
          'http://[bad',
        ],
        `${ORIGIN}/lien-he`,
      ),
    ).toEqual([`${ORIGIN}/_site/corporate/chat/demo-chat.js`, 'https://chat.example/w.js']);
  });
});

describe('chatCoversData', () => {
  // The closed button's corner of a 360 x 740 screen: 116 x 76, 12 px in from the edges.
  const corner = { left: 232, top: 652, right: 348, bottom: 728 };
  const box = (left: number, top: number, right: number, bottom: number) => ({
    left,
    top,
    right,
    bottom,
  });

  it('is true while a table passes under the corner', () => {
    expect(chatCoversData(corner, [box(16, 400, 344, 900)])).toBe(true);
    // A table wider than its scrolling box still reaches into the corner.
    expect(chatCoversData(corner, [box(16, 700, 560, 720)])).toBe(true);
  });

  it('is false once the tables are above, below or beside the corner', () => {
    expect(
      chatCoversData(corner, [
        box(16, 100, 344, 652),
        box(16, 728, 344, 1200),
        box(0, 600, 232, 740),
      ]),
    ).toBe(false);
  });

  it('ignores empty boxes (a table not laid out) and an empty page', () => {
    expect(chatCoversData(corner, [box(300, 700, 300, 700)])).toBe(false);
    expect(chatCoversData(corner, [])).toBe(false);
  });
});

describe('visibleBox', () => {
  afterEach(() => document.body.replaceChildren());

  const place = (
    element: HTMLElement,
    left: number,
    top: number,
    right: number,
    bottom: number,
  ) => {
    element.getBoundingClientRect = () => new DOMRect(left, top, right - left, bottom - top);
  };

  function nest(outer: Partial<CSSStyleDeclaration>) {
    const scroller = document.createElement('div');
    Object.assign(scroller.style, outer);
    const table = document.createElement('table');
    scroller.append(table);
    document.body.append(scroller);
    // The box shows 400 px of a tape that has grown to 5,000 px.
    place(scroller, 16, 100, 344, 500);
    place(table, 16, 100, 600, 5100);
    return table;
  }

  it('cuts a table to the scroll box it is in', () => {
    // jsdom does not expand the `overflow` shorthand; a browser does.
    expect(visibleBox(nest({ overflowX: 'auto', overflowY: 'auto' }))).toEqual({
      left: 16,
      top: 100,
      right: 344,
      bottom: 500,
    });
  });

  it('cuts only the axis an ancestor clips', () => {
    expect(visibleBox(nest({ overflowX: 'auto', overflowY: 'visible' }))).toEqual({
      left: 16,
      top: 100,
      right: 344,
      bottom: 5100,
    });
  });

  it('keeps the whole box when nothing clips it', () => {
    expect(visibleBox(nest({}))).toEqual({ left: 16, top: 100, right: 600, bottom: 5100 });
  });
});
