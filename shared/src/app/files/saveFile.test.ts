import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackPdfName, saveFile } from './saveFile';

describe('saveFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a download link for the blob with the file name', () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Hướng dẫn.pdf');
      expect(this.getAttribute('href')).toBe('blob:x');
    });
    saveFile(new Blob(['%PDF']), 'Hướng dẫn.pdf');
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('makes a safe fallback name', () => {
    expect(fallbackPdfName('huong-dan-dat-lenh')).toBe('huong-dan-dat-lenh.pdf');
    expect(fallbackPdfName('../..')).toBe('huong-dan.pdf');
  });
});
