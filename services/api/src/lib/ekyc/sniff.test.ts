import { photoType, videoType } from './sniff';

describe('upload types by their bytes', () => {
  it('knows JPEG and PNG photos and nothing else', () => {
    expect(photoType(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1]))).toBe('image/jpeg');
    expect(photoType(Buffer.from('\x89PNG\r\n\x1a\n....', 'latin1'))).toBe('image/png');
    expect(photoType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(photoType(Buffer.from('GIF89a'))).toBeNull();
    expect(photoType(Buffer.alloc(0))).toBeNull();
  });

  it('knows mp4, mov, webm and mkv containers', () => {
    const box = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`)]);
    expect(videoType(box('isom'))).toBe('video/mp4');
    expect(videoType(box('qt  '))).toBe('video/quicktime');
    const ebml = (docType: string) =>
      Buffer.concat([
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
        Buffer.from(docType),
      ]);
    expect(videoType(ebml('webm'))).toBe('video/webm');
    expect(videoType(ebml('matroska'))).toBe('video/x-matroska');
    expect(videoType(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
