import { sniffVideo, videoExtension } from './container';
import { evenlySpaced } from './frames';
import { matchScore, regionDifference, rotateQuarter } from './measures';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

/** An EBML header as Matroska writers start it: the magic, a size, then the DocType element. */
const ebml = (docType: string) =>
  bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x80 | docType.length], docType);
/** An ISO base media file's first box: size, `ftyp`, the major brand. */
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0], 'isom');

describe('sniffVideo (the container by its first bytes)', () => {
  it.each([
    ['webm', ebml('webm'), 'webm'],
    ['mkv', ebml('matroska'), 'matroska'],
    ['mp4 (isom)', ftyp('isom'), 'mp4'],
    ['mp4 (mp42)', ftyp('mp42'), 'mp4'],
    ['mov (qt)', ftyp('qt  '), 'mov'],
  ] as const)('knows a %s', (_label, header, expected) => {
    expect(sniffVideo(header)).toBe(expected);
  });

  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['text', bytes('hello, this is not a video')],
    ['an EBML file of another kind', ebml('other')],
    ['nothing', new Uint8Array()],
    ['a cut-off ftyp', bytes([0, 0, 0, 0x18], 'ftyp')],
  ])('refuses %s', (_label, header) => {
    expect(sniffVideo(header)).toBe('unknown');
  });
});

describe('videoExtension', () => {
  it.each([
    ['face.webm', 'webm'],
    ['IMG_0001.MOV', 'mov'],
    ['clip.final.mp4', 'mp4'],
    ['x.mkv', 'mkv'],
  ])('takes %s', (name, expected) => {
    expect(videoExtension(name)).toBe(expected);
  });

  it.each(['face.txt', 'face.avi', 'webm', 'face.webm.exe', ''])('refuses %j', (name) => {
    expect(videoExtension(name)).toBeUndefined();
  });
});

describe('evenlySpaced', () => {
  it('keeps every index when there are no more than asked for', () => {
    expect(evenlySpaced(4, 6)).toEqual([0, 1, 2, 3]);
  });

  it('spreads the picks from the first to the last', () => {
    expect(evenlySpaced(12, 6)).toEqual([0, 2, 4, 7, 9, 11]);
    expect(evenlySpaced(5, 1)).toEqual([2]);
  });
});

describe('matchScore', () => {
  it('maps the usual same-person distance, 0.6, to 0.5, linearly and clamped', () => {
    expect(matchScore(0)).toBe(1);
    expect(matchScore(0.6)).toBeCloseTo(0.5);
    expect(matchScore(0.3)).toBeCloseTo(0.75);
    expect(matchScore(1.5)).toBe(0);
  });
});

describe('regionDifference', () => {
  const grey = (values: number[]) => ({ width: 2, height: 2, data: Float32Array.from(values) });

  it('is the mean absolute difference inside the box only', () => {
    const a = grey([10, 10, 10, 10]);
    const b = grey([14, 10, 10, 200]);
    expect(regionDifference(a, b, { x: 0, y: 0, width: 2, height: 1 })).toBe(2);
    expect(regionDifference(a, a, { x: 0, y: 0, width: 2, height: 2 })).toBe(0);
  });
});

describe('rotateQuarter', () => {
  // 2 × 1 picture: red, green.
  const image = { width: 2, height: 1, data: Uint8Array.from([255, 0, 0, 0, 255, 0]) };

  it('turns clockwise: the left pixel ends on top', () => {
    expect(rotateQuarter(image, 1)).toEqual({
      width: 1,
      height: 2,
      data: Uint8Array.from([255, 0, 0, 0, 255, 0]),
    });
  });

  it('turns anticlockwise: the right pixel ends on top', () => {
    expect(rotateQuarter(image, 3)).toEqual({
      width: 1,
      height: 2,
      data: Uint8Array.from([0, 255, 0, 255, 0, 0]),
    });
  });
});
