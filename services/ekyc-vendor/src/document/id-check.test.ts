import { PHOTO_LIMITS } from '../config';
import { renderBlank, renderCard, renderNoCard, SAMPLE_CARD } from '../samples/card';
import { Canvas, encodeImage } from '../samples/canvas';
import type { IdVerdict, Side } from '../verdict';
import { checkIdPhoto } from './id-check';

// Each check on a generated photo: the good variant passes it, the bad one fails on it (and on
// nothing before it). Rendering and checking a 1200 × 800 photo is ~1 s: one of each.

const check = (bytes: Uint8Array, side: Side = 'front') => checkIdPhoto(bytes, side, PHOTO_LIMITS);
const named = (verdict: IdVerdict, name: string) => verdict.checks.find((c) => c.name === name);
const { width, height } = { width: 1200, height: 800 };

describe('an ID photo', () => {
  let front: ReturnType<typeof check>;
  let back: ReturnType<typeof check>;
  let frontBytes: Uint8Array;
  let backBytes: Uint8Array;

  beforeAll(() => {
    frontBytes = renderCard({ side: 'front' });
    backBytes = renderCard({ side: 'back' });
    front = check(frontBytes, 'front');
    back = check(backBytes, 'back');
  });

  it('passes every check on the sharp front and reads the card from its QR code', () => {
    expect(front.status).toBe(200);
    expect(front.verdict).toMatchObject({ ok: true, side: 'front' });
    expect(front.verdict.checks.every((c) => c.passed)).toBe(true);
    expect(front.verdict.checks.map((c) => c.name)).toEqual([
      'size',
      'type',
      'dimensions',
      'decode',
      'blank',
      'card_found',
      'card_inside',
      'card_edges',
      'card_shape',
      'sharpness',
      'glare',
      'qr',
      'side',
    ]);
    const { expiryDate: _printed, placeOfOrigin: _origin, ...qrData } = SAMPLE_CARD;
    expect(front.verdict.card).toEqual(qrData);
  });

  it('passes every check on the sharp back, told by its MRZ rows', () => {
    expect(back.verdict).toMatchObject({ ok: true, side: 'back' });
    expect(named(back.verdict, 'mrz')).toEqual({ name: 'mrz', passed: true, value: 3 });
    expect(back.verdict.card).toBeUndefined();
  });

  it('refuses a PDF renamed .jpg by its first bytes (415)', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
    const answer = check(pdf);
    expect(answer.status).toBe(415);
    expect(answer.verdict).toMatchObject({ ok: false, code: 'document_type_invalid' });
    expect(named(answer.verdict, 'type')).toEqual({ name: 'type', passed: false, value: 'pdf' });
    expect(named(front.verdict, 'type')?.value).toBe('jpeg');
  });

  it('refuses a JPEG whose header has no picture behind it (415)', () => {
    const damaged = frontBytes.slice(0, 2000);
    const answer = check(damaged);
    expect(answer).toMatchObject({ status: 415, verdict: { code: 'document_type_invalid' } });
    expect(named(answer.verdict, 'decode')?.passed).toBe(false);
  });

  it('refuses a file over 5 MB unread (413)', () => {
    const big = new Uint8Array(PHOTO_LIMITS.maxBytes + 1);
    big.set(frontBytes);
    const answer = check(big);
    expect(answer.status).toBe(413);
    expect(answer.verdict).toEqual({
      ok: false,
      code: 'document_too_large',
      checks: [{ name: 'size', passed: false, value: PHOTO_LIMITS.maxBytes + 1 }],
    });
    expect(named(front.verdict, 'size')?.value).toBe(frontBytes.length);
  });

  it('refuses a 100 × 100 photo by its dimensions', () => {
    const answer = check(renderCard({ side: 'front', outputSize: { width: 100, height: 100 } }));
    expect(answer.verdict).toMatchObject({ ok: false, code: 'document_dimensions_invalid' });
    expect(named(answer.verdict, 'dimensions')?.value).toBe('100x100');
    expect(named(front.verdict, 'dimensions')).toEqual({
      name: 'dimensions',
      passed: true,
      value: `${width}x${height}`,
    });
  });

  it('refuses a blank picture', () => {
    const answer = check(renderBlank());
    expect(answer.verdict).toMatchObject({ ok: false, code: 'document_blank' });
    expect(named(answer.verdict, 'blank')?.value).toBeLessThan(1);
  });

  it('finds no card on a photo of a face lying on the table', () => {
    const answer = check(renderNoCard());
    expect(answer.verdict).toMatchObject({ ok: false, code: 'document_not_found' });
    expect(named(answer.verdict, 'card_found')).toEqual({
      name: 'card_found',
      passed: false,
      value: 'none',
    });
    expect(named(front.verdict, 'card_found')?.value).toBe('100,85 1000x630');
  });

  it('finds no card edges on a photo too blurred to show them', () => {
    const answer = check(renderCard({ side: 'front', blur: 14 }));
    expect(answer.verdict).toMatchObject({ ok: false, code: 'document_not_found' });
    expect(named(answer.verdict, 'card_edges')?.passed).toBe(false);
    expect(named(front.verdict, 'card_edges')?.value).toBe(1);
  });

  it('finds no card in a light sheet of the wrong proportions (a square)', () => {
    const canvas = new Canvas(width, height, [96, 66, 44]);
    canvas.fillRect(350, 150, 500, 500, [235, 235, 230]);
    canvas.fillRect(420, 250, 300, 20, [40, 40, 40]);
    const answer = check(encodeImage(canvas.toRgba(), 'jpeg'));
    expect(answer.verdict).toMatchObject({ ok: false, code: 'document_not_found' });
    expect(named(answer.verdict, 'card_shape')).toEqual({
      name: 'card_shape',
      passed: false,
      value: 1,
    });
  });

  it('says the card is cropped when part of it is off the picture', () => {
    const answer = check(renderCard({ side: 'front', offset: { x: -250, y: 0 } }));
    expect(answer.verdict).toMatchObject({ ok: false, code: 'document_cropped' });
    expect(named(answer.verdict, 'card_inside')?.value).toBe('left');
    expect(named(front.verdict, 'card_inside')?.value).toBe('none');
  });

  it('refuses a box-blurred copy of the sharp card', () => {
    const answer = check(renderCard({ side: 'front', blur: 4 }));
    expect(answer.verdict).toMatchObject({ ok: false, code: 'document_blurry' });
    expect(named(answer.verdict, 'sharpness')?.value).toBeLessThan(60);
    expect(named(front.verdict, 'sharpness')?.value).toBeGreaterThan(500);
  });

  it('refuses a card with a large clipped-white reflection', () => {
    const answer = check(renderCard({ side: 'front', glare: true }));
    expect(answer.verdict).toMatchObject({ ok: false, code: 'document_glare' });
    expect(named(answer.verdict, 'glare')?.value).toBeGreaterThan(0.03);
    expect(named(front.verdict, 'glare')?.value).toBe(0);
  });

  it('says the back is the wrong side for the front, and the front for the back', () => {
    const backAsFront = check(backBytes, 'front');
    expect(backAsFront.verdict).toMatchObject({
      ok: false,
      code: 'document_wrong_side',
      side: 'back',
    });
    const frontAsBack = check(frontBytes, 'back');
    expect(frontAsBack.verdict).toMatchObject({
      ok: false,
      code: 'document_wrong_side',
      side: 'front',
    });
  });

  it('says the QR code is missing on a front without one (and it is no back either)', () => {
    const answer = check(renderCard({ side: 'front', qr: false }), 'front');
    expect(answer.verdict).toMatchObject({ ok: false, code: 'document_qr_missing' });
    expect(answer.verdict.side).toBeUndefined();
    expect(named(answer.verdict, 'qr')).toEqual({ name: 'qr', passed: false, value: 'none' });
    expect(named(answer.verdict, 'mrz')?.value).toBe(0);
  });
});
