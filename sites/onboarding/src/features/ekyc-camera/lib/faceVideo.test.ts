import { describe, expect, it } from 'vitest';
import { EKYC_LIMITS } from '@brokerage/shared/validation/ekyc/codes.ts';
import { checkVideoFile, pickRecorderFormat, recordedFile } from './faceVideo';

describe('pickRecorderFormat', () => {
  it('prefers VP8 WebM, then WebM, then MP4 (Safari)', () => {
    expect(pickRecorderFormat(() => true)).toEqual({
      mimeType: 'video/webm;codecs=vp8',
      extension: 'webm',
    });
    expect(pickRecorderFormat((type) => type === 'video/webm')).toEqual({
      mimeType: 'video/webm',
      extension: 'webm',
    });
    expect(pickRecorderFormat((type) => type === 'video/mp4')).toEqual({
      mimeType: 'video/mp4',
      extension: 'mp4',
    });
  });

  it('leaves the choice to the browser when it answers no to all, or cannot be asked', () => {
    expect(pickRecorderFormat(() => false).mimeType).toBeUndefined();
    expect(pickRecorderFormat(undefined).mimeType).toBeUndefined();
  });
});

describe('recordedFile', () => {
  it('names the file after what the browser recorded', () => {
    const mp4 = recordedFile([new Blob(['x'])], 'video/mp4;codecs=avc1');
    expect([mp4.name, mp4.type]).toEqual(['face-video.mp4', 'video/mp4']);
    const webm = recordedFile([new Blob(['x'])], 'video/webm;codecs=vp8');
    expect([webm.name, webm.type]).toEqual(['face-video.webm', 'video/webm']);
  });
});

describe('checkVideoFile', () => {
  it('takes mov, mp4, mkv and webm, and nothing else', () => {
    for (const name of ['a.MOV', 'a.mp4', 'a.mkv', 'a.webm'])
      expect(checkVideoFile(new File(['x'], name))).toBeNull();
    expect(checkVideoFile(new File(['x'], 'a.avi'))).toEqual({ kind: 'type' });
    expect(checkVideoFile(new File(['x'], 'face'))).toEqual({ kind: 'type' });
  });

  it('refuses a video over the size limit', () => {
    const big = new File([new Uint8Array(EKYC_LIMITS.videoMaxBytes + 1)], 'face.mp4');
    expect(checkVideoFile(big)).toEqual({ kind: 'size', bytes: EKYC_LIMITS.videoMaxBytes + 1 });
  });
});
