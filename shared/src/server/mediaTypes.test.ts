// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MEDIA_TYPES } from './mediaTypes';

describe('MEDIA_TYPES', () => {
  it('types the images, video, audio and PDFs by their lower-case extension', () => {
    expect(MEDIA_TYPES['.jpg']).toBe('image/jpeg');
    expect(MEDIA_TYPES['.webm']).toBe('video/webm');
    expect(MEDIA_TYPES['.pdf']).toBe('application/pdf');
    for (const extension of Object.keys(MEDIA_TYPES)) expect(extension).toMatch(/^\.[a-z0-9]+$/);
  });

  it('holds only image, video, audio and PDF types: no HTML, JavaScript or CSS', () => {
    for (const type of Object.values(MEDIA_TYPES))
      expect(type).toMatch(/^(image|video|audio)\/|^application\/pdf$/);
  });
});
