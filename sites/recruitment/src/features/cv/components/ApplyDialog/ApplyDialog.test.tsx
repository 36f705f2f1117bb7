import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { RecruitCvApi } from '@brokerage/shared/api/recruitCvApi.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/recruitment.json';
import viTexts from '../../../../locales/vi/recruitment.json';
import { CvStore } from '../../stores/CvStore';
import { JobActionsStore } from '../../stores/JobActionsStore';
import { ApplyDialog } from './ApplyDialog';

const job = { id: 7, slug: 'moi-gioi', title: 'Chuyên viên môi giới', expired: false };

function setup({
  complete,
  pdf,
  apply = vi.fn(),
}: {
  complete: boolean;
  pdf: boolean;
  apply?: ReturnType<typeof vi.fn>;
}) {
  const api = {
    getCv: vi.fn(async () => ({
      cv: {},
      complete,
      missing: complete ? [] : ['education'],
      updatedAt: null,
      hasAvatar: false,
    })),
    getUploadedCv: vi.fn(async () =>
      pdf
        ? { fileName: 'cv-an.pdf', size: 1000, pages: 1, uploadedAt: '2030-01-01T00:00:00Z' }
        : null,
    ),
    apply,
  } as unknown as RecruitCvApi;
  const cv = new CvStore({
    api,
    viewer: { open: () => true, save: () => undefined },
    getRecaptchaToken: async () => null,
  });
  const actions = new JobActionsStore({ api, isLoggedIn: () => true });
  actions.openApply(job);
  renderWithProviders(<ApplyDialog actions={actions} cv={cv} />, {
    site: 'recruitment',
    path: '/chi-tiet-tuyen-dung/moi-gioi',
    resources: { vi: viTexts, en: enTexts },
  });
  return { actions, apply };
}

const dialog = () => screen.findByRole('dialog', { name: 'Ứng tuyển: Chuyên viên môi giới' });

describe('ApplyDialog', () => {
  it('offers the online CV only once it is complete, with a link to finish it', async () => {
    setup({ complete: false, pdf: true });
    const box = within(await dialog());
    expect(
      ((await box.findByRole('radio', { name: 'CV trực tuyến' })) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(box.getByText('CV trực tuyến chưa hoàn thiện.')).toBeTruthy();
    expect(box.getByRole('link', { name: 'Hoàn thiện CV trực tuyến' }).getAttribute('href')).toBe(
      '/dieu-chinh-cv',
    );
    expect(
      (box.getByRole('radio', { name: 'CV đã tải lên (PDF)' }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect(
      (box.getByRole('button', { name: 'Xác nhận ứng tuyển' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('without a PDF, offers the upload instead of the PDF choice', async () => {
    setup({ complete: true, pdf: false });
    const box = within(await dialog());
    expect(
      ((await box.findByRole('radio', { name: 'CV đã tải lên (PDF)' })) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(box.getByText('Bạn chưa tải lên CV dạng PDF.')).toBeTruthy();
    expect(
      (box.getByRole('button', { name: 'Tải lên CV ngay' }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect((box.getByRole('radio', { name: 'CV trực tuyến' }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });

  it('sends the chosen CV and keeps the dialog with §8 message when already applied', async () => {
    const apply = vi.fn().mockRejectedValue(
      new ApiRequestError({
        status: 409,
        errors: [{ code: 'job_already_applied', message: 'x' }],
      }),
    );
    const { actions } = setup({ complete: true, pdf: true, apply });
    const box = within(await dialog());
    await userEvent.click(await box.findByRole('radio', { name: 'CV đã tải lên (PDF)' }));
    await userEvent.click(box.getByRole('button', { name: 'Xác nhận ứng tuyển' }));
    expect(apply).toHaveBeenCalledWith({ newsId: 7, viaCvOnline: false });
    expect((await box.findByRole('alert')).textContent).toContain(
      'Bạn đã ứng tuyển công việc này.',
    );
    expect(actions.applied(job)).toBe(true);
    expect(
      (box.getByRole('radio', { name: 'CV đã tải lên (PDF)' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('applies with the online CV and closes', async () => {
    const apply = vi.fn(async () => ({
      id: 1,
      news: job,
      viaCvOnline: true,
      status: 'submitted',
      createdAt: '2030-01-01T00:00:00Z',
    }));
    const { actions } = setup({ complete: true, pdf: false, apply });
    const box = within(await dialog());
    await userEvent.click(await box.findByRole('radio', { name: 'CV trực tuyến' }));
    await userEvent.click(box.getByRole('button', { name: 'Xác nhận ứng tuyển' }));
    expect(apply).toHaveBeenCalledWith({ newsId: 7, viaCvOnline: true });
    await waitFor(() => expect(actions.applyJob).toBeNull());
    expect(actions.applied(job)).toBe(true);
  });
});
