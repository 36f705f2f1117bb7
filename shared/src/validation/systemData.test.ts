import { describe, expect, it } from 'vitest';
import {
  parseSystemData,
  readScriptJson,
  scriptJson,
  systemDataJson,
  type SystemData,
} from './systemData';

const data = (overrides: Partial<SystemData> = {}): SystemData => ({
  locale: 'vi',
  general: { siteName: 'Chứng khoán An Phát', hotline: '1900 98 9999' } as SystemData['general'],
  menus: [{ code: 'header', items: [] }],
  translations: { common: { loading: 'Chờ chút…' } },
  ...overrides,
});

describe('system data in the page', () => {
  it('round-trips through the JSON the proxy writes', () => {
    expect(parseSystemData(systemDataJson(data()), 'vi')).toEqual(data());
  });

  it('escapes < so no text closes the script element', () => {
    const json = systemDataJson(data({ translations: { common: { x: '</script><img src=x>' } } }));
    expect(json).not.toContain('<');
    expect(parseSystemData(json, 'vi')?.translations).toEqual({
      common: { x: '</script><img src=x>' },
    });
  });

  it.each([
    ['absent', undefined],
    ['not JSON', '{'],
    ['not an object', '"x"'],
    ['another language', systemDataJson(data({ locale: 'en' }))],
    ['without menus', JSON.stringify({ ...data(), menus: null })],
    ['without settings', JSON.stringify({ ...data(), general: null })],
    ['without translations', JSON.stringify({ ...data(), translations: 'x' })],
  ])('is undefined when %s (the page loads it from the API)', (_case, json) => {
    expect(parseSystemData(json, 'vi')).toBeUndefined();
  });
});

describe('readScriptJson', () => {
  it('reads back what scriptJson wrote', () => {
    expect(readScriptJson(scriptJson([{ a: '</script>' }]))).toEqual([{ a: '</script>' }]);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['not JSON', '{'],
  ])('is undefined when %s', (_case, text) => {
    expect(readScriptJson(text)).toBeUndefined();
  });
});
