import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { RecruitCvApi } from '@brokerage/shared/api/recruitCvApi.ts';
import { CvStore } from './CvStore';

const pdf = (size = 100) => {
  const bytes = new Uint8Array(size);
  bytes.set([...'%PDF-1.4'].map((c) => c.charCodeAt(0)));
  return new File([bytes], 'cv.pdf', { type: 'application/pdf' });
};

function setup(uploadCv: RecruitCvApi['uploadCv']) {
  const api = { uploadCv: vi.fn(uploadCv) } as unknown as RecruitCvApi & {
    uploadCv: ReturnType<typeof vi.fn>;
  };
  const store = new CvStore({
    api,
    viewer: { open: () => true, save: () => undefined },
    getRecaptchaToken: async () => null,
  });
  return { store, api };
}

describe('CvStore: the PDF upload', () => {
  it('refuses a renamed .exe and a 3 MB PDF in the browser, sending nothing', async () => {
    const { store, api } = setup(async () => {
      throw new Error('not sent');
    });
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'cv.pdf', {
      type: 'application/pdf',
    });
    expect(await store.uploadPdf(exe)).toBe(false);
    expect(store.uploadError).toEqual({ code: 'file_type_invalid', message: null });
    expect(await store.uploadPdf(pdf(3 * 1024 * 1024))).toBe(false);
    expect(store.uploadError?.code).toBe('file_too_large');
    expect(api.uploadCv).not.toHaveBeenCalled();
  });

  it('reports progress, then shows the uploaded file', async () => {
    const seen: number[] = [];
    const { store } = setup(async (_file, call) => {
      call?.onUploadProgress?.(0.5);
      seen.push(store.uploadProgress);
      return { fileName: 'cv.pdf', size: 100, pages: 1, uploadedAt: '2030-01-01T00:00:00Z' };
    });
    expect(await store.uploadPdf(pdf())).toBe(true);
    expect(seen).toEqual([0.5]);
    expect(store.uploadStatus).toBe('done');
    expect(store.uploaded?.fileName).toBe('cv.pdf');
  });

  it("puts the server's refusal (a PDF with JavaScript) on the field", async () => {
    const { store } = setup(async () => {
      throw new ApiRequestError({
        status: 422,
        errors: [{ code: 'pdf_active_content', message: 'Có mã thực thi', field: 'cv_file' }],
      });
    });
    expect(await store.uploadPdf(pdf())).toBe(false);
    expect(store.uploadStatus).toBe('failed');
    expect(store.uploadError).toEqual({ code: 'pdf_active_content', message: 'Có mã thực thi' });
  });
});

describe('CvStore: the uploaded PDF', () => {
  it('keeps a file uploaded while an older load was still on its way', async () => {
    let answerLoad: (cv: null) => void = () => undefined;
    const { store, api } = setup(async () => ({
      fileName: 'cv.pdf',
      size: 100,
      pages: 1,
      uploadedAt: '2030-01-01T00:00:00Z',
    }));
    Object.assign(api, {
      getUploadedCv: () => new Promise<null>((resolve) => (answerLoad = resolve)),
    });
    const loading = store.loadUploaded();
    expect(await store.uploadPdf(pdf())).toBe(true);
    // The load was answered before the upload reached the server: "no PDF yet".
    answerLoad(null);
    await loading;
    expect(store.uploaded?.fileName).toBe('cv.pdf');
    expect(store.uploadedState).toBe('loaded');
  });

  it('shows what a load finds when no upload overtook it', async () => {
    const { store, api } = setup(async () => {
      throw new Error('not sent');
    });
    Object.assign(api, { getUploadedCv: async () => null });
    await store.loadUploaded();
    expect(store.uploaded).toBeNull();
    expect(store.uploadedState).toBe('loaded');
  });
});
