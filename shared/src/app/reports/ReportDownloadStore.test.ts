import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, BlobResult } from '../../api/client';
import { apiReportDownloads, ReportDownloadStore } from './ReportDownloadStore';

const pdf: BlobResult = { blob: new Blob(['%PDF']), fileName: 'bao-cao.pdf' };

describe('apiReportDownloads', () => {
  it("posts the report id and the reCAPTCHA token to the API's download", async () => {
    const postBlob = vi.fn(async () => pdf);
    const source = apiReportDownloads({ postBlob } as unknown as ApiClient); // only the POST is called
    await expect(source.downloadReport(7, 'tok')).resolves.toBe(pdf);
    expect(postBlob).toHaveBeenCalledWith(
      'ttpt-reports/create-download',
      { id: 7, grecaptcha_token: 'tok' },
      expect.anything(),
    );
  });
});

describe('ReportDownloadStore', () => {
  it('hands the reCAPTCHA token to the download, and null without one', async () => {
    const downloadReport = vi.fn(async () => pdf);
    const save = vi.fn();
    const getRecaptchaToken = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('tok');
    const store = new ReportDownloadStore({ downloadReport }, { save, getRecaptchaToken });
    await expect(store.download({ id: 7, file: null })).resolves.toBe('saved');
    expect(downloadReport).toHaveBeenLastCalledWith(7, 'tok');

    getRecaptchaToken.mockResolvedValueOnce(null);
    await store.download({ id: 7, file: null });
    expect(downloadReport).toHaveBeenLastCalledWith(7, null);

    await new ReportDownloadStore({ downloadReport }, { save }).download({ id: 8, file: null });
    expect(downloadReport).toHaveBeenLastCalledWith(8, null);
    expect(save).toHaveBeenCalledWith(pdf.blob, 'bao-cao.pdf');
  });

  it('is busy while the token is fetched: a second download waits its turn', async () => {
    let answer: (token: string | null) => void = () => {};
    const downloadReport = vi.fn(async () => pdf);
    const store = new ReportDownloadStore(
      { downloadReport },
      { save: vi.fn(), getRecaptchaToken: () => new Promise((resolve) => (answer = resolve)) },
    );
    const first = store.download({ id: 7, file: null });
    expect(store.isDownloading(7)).toBe(true);
    await expect(store.download({ id: 8, file: null })).resolves.toBe('server');
    answer('tok');
    await expect(first).resolves.toBe('saved');
    expect(downloadReport).toHaveBeenCalledTimes(1);
  });
});
