import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { RecruitmentApi } from '@brokerage/shared/api/recruitmentApi.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/recruitment.json';
import viTexts from '../../../../locales/vi/recruitment.json';
import { QuickApplyStore } from '../../stores/QuickApplyStore';
import { category } from '../../testing';
import { QuickApplyForm } from './QuickApplyForm';

function setup(submit: RecruitmentApi['submitJoinApplication'], locale: 'vi' | 'en' = 'vi') {
  const api = {
    getList: vi.fn(async () => [category(7, locale === 'vi' ? 'Chuyên viên tư vấn' : 'Advisor')]),
    submitJoinApplication: vi.fn(submit),
  } as unknown as RecruitmentApi;
  const store = new QuickApplyStore(api);
  renderWithProviders(<QuickApplyForm store={store} locale={locale} />, {
    site: 'recruitment',
    path: locale === 'vi' ? '/tuyen-dung' : '/en/recruitment',
    resources: { vi: viTexts, en: enTexts },
  });
  return { store, api };
}

const pdf = (name = 'cv.pdf', size = 2000, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

async function fillValid(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.type(screen.getByRole('textbox', { name: /Họ và tên/ }), 'Trần Minh Khôi');
  await user.type(screen.getByLabelText(/Ngày sinh/), '1998-04-30');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'khoi@example.vn');
  await user.type(screen.getByRole('textbox', { name: /Số điện thoại/ }), '0901234567');
  await user.click(screen.getByRole('radio', { name: 'Nam' }));
  await user.type(screen.getByRole('textbox', { name: /Quê quán/ }), 'Thừa Thiên Huế');
  await waitFor(() => screen.getByRole('option', { name: 'Chuyên viên tư vấn' }));
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Vị trí ứng tuyển/ }),
    'Chuyên viên tư vấn',
  );
  await user.upload(screen.getByLabelText(/CV \(tệp PDF/), file);
}

describe('QuickApplyForm', () => {
  it('checks every field with the shared schema and the PDF in the browser, on the fields', async () => {
    const user = userEvent.setup();
    const { api } = setup(async () => ({ id: 1 }));
    await user.click(screen.getByRole('button', { name: 'Gửi hồ sơ' }));
    expect(await screen.findAllByText('Vui lòng nhập thông tin này.')).toHaveLength(7);
    screen.getByText('Vui lòng chọn tệp CV định dạng PDF.');
    await user.type(screen.getByRole('textbox', { name: /Họ và tên/ }), 'Khôi 2');
    await user.type(screen.getByLabelText(/Ngày sinh/), '2020-01-01');
    await user.tab();
    await screen.findByText(
      'Họ tên chỉ gồm chữ cái và khoảng trắng, không chứa số hay ký tự đặc biệt.',
    );
    await screen.findByText('Ứng viên cần đủ 18 tuổi.');
    await user.upload(screen.getByLabelText(/CV \(tệp PDF/), pdf('cv.pdf', 2 * 1024 * 1024 + 1));
    await screen.findByText('Tệp CV vượt quá 2 MB.');
    expect(api.submitJoinApplication).not.toHaveBeenCalled();
  });

  it('puts the server refusal of the file on the file field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { api } = setup(async () => {
      throw new ApiRequestError({
        status: 415,
        errors: [{ code: 'file_type_invalid', message: 'Tệp không phải PDF' }],
      });
    });
    await fillValid(user, pdf('setup.pdf'));
    await user.click(screen.getByRole('button', { name: 'Gửi hồ sơ' }));
    await screen.findByText('Tệp CV phải là tệp PDF.');
    expect(screen.getByLabelText(/CV \(tệp PDF/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Họ và tên/ })).toHaveProperty(
      'value',
      'Trần Minh Khôi',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty(
      'value',
      'khoi@example.vn',
    );
    expect(screen.getByRole('radio', { name: 'Nam' })).toHaveProperty('checked', true);
    expect(api.submitJoinApplication).toHaveBeenCalledWith(
      {
        name: 'Trần Minh Khôi',
        date_of_birth: '1998-04-30',
        email: 'khoi@example.vn',
        phone: '0901234567',
        gender: 'male',
        hometown: 'Thừa Thiên Huế',
        position_id: 7,
      },
      expect.any(File),
      expect.objectContaining({ onUploadProgress: expect.any(Function) }),
    );
  });

  it('maps a server field code onto its field, and shows a clear success once sent', async () => {
    const user = userEvent.setup();
    let calls = 0;
    setup(async () => {
      calls += 1;
      if (calls === 1)
        throw new ApiRequestError({
          status: 400,
          errors: [{ code: 'email_invalid', message: 'Email sai', field: 'email' }],
        });
      return { id: 9 };
    });
    await fillValid(user, pdf());
    await user.click(screen.getByRole('button', { name: 'Gửi hồ sơ' }));
    await screen.findByText('Email không đúng định dạng.');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Email/ }));
    await user.click(screen.getByRole('button', { name: 'Gửi hồ sơ' }));
    await screen.findByText('Đã gửi hồ sơ');
    screen.getByText(/gửi email xác nhận tới khoi@example.vn/);
  });

  it('speaks English on the English site', async () => {
    const user = userEvent.setup();
    setup(async () => ({ id: 1 }), 'en');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(7);
    screen.getByText('Please choose your CV as a PDF file.');
  });
});
