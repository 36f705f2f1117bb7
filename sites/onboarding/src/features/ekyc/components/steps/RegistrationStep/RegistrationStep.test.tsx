import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EKYC_US_QUESTIONS } from '@brokerage/shared/validation/ekyc/codes.ts';
import { GeneralInfoBodySchema } from '@brokerage/shared/validation/ekyc/schemas.ts';
import type { FakeReply } from '@brokerage/shared/api/testServer.ts';
import { errorReply, fill, flowAt, okReply, renderStep } from '../../../testing/flowFixtures';
import { RegistrationStep } from './RegistrationStep';

const locations = {
  regions: [
    { code: 'north', name: 'Miền Bắc' },
    { code: 'south', name: 'Miền Nam' },
  ],
  branches: [
    { code: 'HN01', name: 'Chi nhánh Hà Nội', region: 'north', address: '25 Lý Thường Kiệt' },
    { code: 'SG01', name: 'Chi nhánh Sài Gòn', region: 'south', address: '1 Lê Duẩn' },
  ],
  brokers: [
    { code: 'B01', name: 'Trần Thị Bình', branch: 'HN01' },
    { code: 'B02', name: 'Lê Văn Cường', branch: 'SG01' },
  ],
};
const options = {
  servicePacks: [
    {
      code: 'trade',
      name: 'Gói giao dịch',
      interestRate: 12.5,
      fee: 0.15,
      description: 'Phí thấp',
    },
    {
      code: 'care',
      name: 'Gói môi giới chăm sóc',
      interestRate: 11,
      fee: 0.25,
      description: 'Có môi giới riêng',
    },
  ],
  banks: [{ code: 'VCB', name: 'Vietcombank' }],
  referralChannels: [{ code: 'friend', name: 'Bạn bè, người thân' }],
};

async function setup(general: () => FakeReply) {
  const user = userEvent.setup();
  const flow = await flowAt('registration', (request) => {
    if (request.url === 'ekyc-open-account/ekyc-locations') return okReply(locations);
    if (request.url === 'ekyc-open-account/options') return okReply(options);
    return general();
  });
  renderStep(<RegistrationStep store={flow.store} />);
  await screen.findByRole('group', { name: 'Nơi quản lý tài khoản' });
  return { user, ...flow };
}

async function pickBranch(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Khu vực/ }), 'south');
  await user.selectOptions(screen.getByRole('combobox', { name: /Chi nhánh/ }), 'SG01');
  await user.selectOptions(screen.getByRole('combobox', { name: /Nhân viên môi giới/ }), 'B02');
}

describe('RegistrationStep', () => {
  it('offers the branches of the chosen region, the packs with rate and fee, and words each missing answer', async () => {
    const { user } = await setup(() => okReply({ step: 'otp' }));
    const pack = screen.getByRole('radio', { name: /Gói môi giới chăm sóc/ });
    within(pack).getByText('Lãi suất hỗ trợ: 11%/năm');
    within(pack).getByText('Phí giao dịch: 0,25% giá trị giao dịch');

    const branch = screen.getByRole('combobox', { name: /Chi nhánh/ });
    expect(branch).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByRole('combobox', { name: /Khu vực/ }), 'south');
    expect(
      within(branch)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['— Chọn —', 'Chi nhánh Sài Gòn']);

    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await screen.findByText('Vui lòng chọn gói dịch vụ.');
    screen.getByText('Vui lòng chọn chi nhánh.');
    screen.getByText('Vui lòng nhập số tài khoản ngân hàng.');
    expect(screen.getAllByText('Vui lòng chọn Có hoặc Không.')).toHaveLength(
      EKYC_US_QUESTIONS.length,
    );
  });

  it('sends the body the shared schema accepts, and a server refusal lands on its field with nothing lost', async () => {
    let general = errorReply(422, 'id_qr_address_mismatch', 'address');
    const { user, store, server } = await setup(() => general);
    await pickBranch(user);
    await user.click(screen.getByRole('radio', { name: /Gói môi giới chăm sóc/ }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: /ký quỹ/ })).getByRole('radio', { name: 'Có' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: /phái sinh/ })).getByRole('radio', {
        name: 'Không',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Kênh giới thiệu/ }), 'friend');
    await fill(
      user,
      screen.getByRole('textbox', { name: /Họ tên người liên hệ/ }),
      'Nguyễn Thị Hoa',
    );
    await fill(
      user,
      screen.getByRole('textbox', { name: /Số điện thoại người liên hệ/ }),
      '0987654321',
    );
    await fill(user, screen.getByRole('textbox', { name: /Mối quan hệ/ }), 'Vợ');
    await user.selectOptions(screen.getByRole('combobox', { name: /Ngân hàng/ }), 'VCB');
    await fill(
      user,
      screen.getByRole('textbox', { name: /Số tài khoản ngân hàng/ }),
      '0011 0022 0033',
    );
    await fill(
      user,
      screen.getByRole('textbox', { name: /Địa chỉ thường trú/ }),
      '12 Nguyễn Huệ, Bến Nghé, Quận 1, TP.HCM',
    );
    const us = screen.getByRole('group', { name: /Khai báo liên quan đến Hoa Kỳ/ });
    for (const question of within(us).getAllByRole('radiogroup')) {
      await user.click(within(question).getByRole('radio', { name: 'Không' }));
    }
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));

    const address = screen.getByRole('textbox', { name: /Địa chỉ thường trú/ });
    await waitFor(() => expect(document.activeElement).toBe(address));
    screen.getByText('Địa chỉ trong mã QR của căn cước không khớp với thông tin đã khai.');
    expect(address).toHaveProperty('value', '12 Nguyễn Huệ, Bến Nghé, Quận 1, TP.HCM');

    const sent = server.requests.find((r) => r.url === 'ekyc-open-account/general-info');
    const body = JSON.parse(String(sent?.data)) as Record<string, unknown>;
    expect(
      GeneralInfoBodySchema.safeParse({ ...body, uuid: '6f1c2b1e-8a8e-4c4b-9a57-3d2a5c1e9b10' })
        .success,
    ).toBe(true);
    expect(body).toMatchObject({
      uuid: 'u-1',
      accountTypes: { regular: true, margin: true, derivative: false },
      servicePack: 'care',
      region: 'south',
      branchCode: 'SG01',
      brokerCode: 'B02',
      bankAccNo: '001100220033',
      us: Object.fromEntries(EKYC_US_QUESTIONS.map((q) => [q, false])),
    });

    general = okReply({ step: 'otp' });
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(store.step).toBe('otp'));
  });
});
