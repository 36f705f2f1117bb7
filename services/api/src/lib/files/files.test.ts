import { contentTypeFor, parseByteRange } from './files';

describe('public files', () => {
  it('knows the demo video type', () => {
    expect(contentTypeFor('demo-app-guide.webm')).toBe('video/webm');
  });

  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-1', null],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
    ['bytes=-', null],
  ])('reads Range %s of a 1000-byte file', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });
});
