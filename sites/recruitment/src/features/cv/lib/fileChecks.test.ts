import { describe, expect, it } from 'vitest';
import { checkAvatar, checkCvPdf, formatFileSize } from './fileChecks';

const bytes = (head: number[], size: number) => {
  const body = new Uint8Array(size);
  body.set(head);
  return new Blob([body]);
};
const PDF = [...'%PDF-1.7\n'].map((c) => c.charCodeAt(0));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const EXE = [0x4d, 0x5a, 0x90, 0x00]; // "MZ"

describe('checkCvPdf', () => {
  it('takes a PDF of up to 2 MB', async () => {
    expect(await checkCvPdf(bytes(PDF, 1000))).toBeNull();
    expect(await checkCvPdf(bytes(PDF, 2 * 1024 * 1024))).toBeNull();
  });

  it('refuses a renamed .exe by its content, whatever its name', async () => {
    const exe = new File([new Uint8Array([...EXE, 0, 0, 0])], 'cv.pdf', {
      type: 'application/pdf',
    });
    expect(await checkCvPdf(exe)).toBe('file_type_invalid');
  });

  it('refuses a PDF over 2 MB', async () => {
    expect(await checkCvPdf(bytes(PDF, 2 * 1024 * 1024 + 1))).toBe('file_too_large');
    expect(await checkCvPdf(bytes(PDF, 6 * 1024 * 1024))).toBe('file_too_large');
  });
});

describe('checkAvatar', () => {
  it('takes png and jpeg under 500 KB', async () => {
    expect(await checkAvatar(bytes(PNG, 10_000))).toBeNull();
    expect(await checkAvatar(bytes(JPEG, 500 * 1024 - 1))).toBeNull();
  });

  it('refuses an SVG and a 2 MB photo', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' });
    expect(await checkAvatar(svg)).toBe('file_type_invalid');
    expect(await checkAvatar(bytes(PNG, 2 * 1024 * 1024))).toBe('file_too_large');
    expect(await checkAvatar(bytes(JPEG, 500 * 1024))).toBe('file_too_large');
  });
});

describe('formatFileSize', () => {
  it('writes sizes in the page language', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'vi')).toBe('1,5 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(2048, 'en')).toBe('2 KB');
    expect(formatFileSize(12, 'vi')).toBe('12 B');
  });
});
