import { describe, expect, it } from 'vitest';
import {
  readSystemData,
  SYSTEM_DATA_ELEMENT_ID,
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

/** A document whose head holds the data block, as the proxy writes it. */
function page(json: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('x');
  if (json !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SYSTEM_DATA_ELEMENT_ID;
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('system data in the page', () => {
  it('round-trips through the JSON the proxy writes', () => {
    expect(readSystemData('vi', page(systemDataJson(data())))).toEqual(data());
  });

  it('escapes < so no text closes the script element', () => {
    const json = systemDataJson(data({ translations: { common: { x: '</script><img src=x>' } } }));
    expect(json).not.toContain('<');
    expect(readSystemData('vi', page(json))?.translations).toEqual({
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
    expect(readSystemData('vi', page(json))).toBeUndefined();
  });
});
