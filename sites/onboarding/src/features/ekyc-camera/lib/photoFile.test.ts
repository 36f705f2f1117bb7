import { afterEach, describe, expect, it } from 'vitest';
import { EKYC_LIMITS } from '@brokerage/shared/validation/ekyc/codes.ts';
import { installImageBitmap, restoreMedia } from '../testing/fakeMedia';
import { checkPhotoFile, dimensionProblem, isJpegOrPng } from './photoFile';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_HEAD = [...'%PDF-1.7\n'].map((char) => char.charCodeAt(0));

const file = (head: number[], name: string, type: string, size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

afterEach(restoreMedia);

describe('checkPhotoFile', () => {
  it('refuses a PDF renamed .jpg, by its bytes, whatever its name and type say', async () => {
    installImageBitmap(1280, 800);
    expect(await checkPhotoFile(file(PDF_HEAD, 'cccd-front.jpg', 'image/jpeg'))).toEqual({
      kind: 'type',
    });
  });

  it('refuses a 12 MB photo', async () => {
    installImageBitmap(4000, 3000);
    const big = file(JPEG_HEAD, 'front.jpg', 'image/jpeg', 12 * 1024 * 1024);
    expect(await checkPhotoFile(big)).toEqual({ kind: 'size', bytes: 12 * 1024 * 1024 });
  });

  it('refuses a 100×100 picture, and one over the largest side', async () => {
    installImageBitmap(100, 100);
    expect(await checkPhotoFile(file(PNG_HEAD, 'front.png', 'image/png'))).toEqual({
      kind: 'tooSmall',
      width: 100,
      height: 100,
    });
    restoreMedia();
    installImageBitmap(EKYC_LIMITS.photoMaxSide + 1, 3000);
    expect(await checkPhotoFile(file(PNG_HEAD, 'front.png', 'image/png'))).toMatchObject({
      kind: 'tooLarge',
    });
  });

  it('says an image the browser cannot decode is unreadable', async () => {
    restoreMedia();
    installImageBitmap(0, 0);
    (
      globalThis.createImageBitmap as unknown as { mockRejectedValue(error: Error): void }
    ).mockRejectedValue(new Error('decode'));
    expect(await checkPhotoFile(file(JPEG_HEAD, 'front.jpg', 'image/jpeg'))).toEqual({
      kind: 'unreadable',
    });
  });

  it('lets a JPEG or PNG of the right size through, in either orientation', async () => {
    installImageBitmap(1280, 800);
    expect(await checkPhotoFile(file(JPEG_HEAD, 'front.jpg', 'image/jpeg'))).toBeNull();
    restoreMedia();
    installImageBitmap(EKYC_LIMITS.photoMinHeight, EKYC_LIMITS.photoMinWidth);
    expect(await checkPhotoFile(file(PNG_HEAD, 'x.png', ''))).toBeNull();
  });
});

describe('dimensionProblem', () => {
  it('draws the line at 640×400', () => {
    expect(dimensionProblem(640, 400)).toBeNull();
    expect(dimensionProblem(639, 400)).toMatchObject({ kind: 'tooSmall' });
    expect(dimensionProblem(640, 399)).toMatchObject({ kind: 'tooSmall' });
  });
});

describe('isJpegOrPng', () => {
  it('knows the two signatures and nothing else', () => {
    expect(isJpegOrPng(new Uint8Array(JPEG_HEAD))).toBe(true);
    expect(isJpegOrPng(new Uint8Array(PNG_HEAD))).toBe(true);
    expect(isJpegOrPng(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBe(false); // GIF
    expect(isJpegOrPng(new Uint8Array([0xff, 0xd8]))).toBe(false);
  });
});
