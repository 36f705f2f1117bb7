import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeReply } from '@brokerage/shared/api/testServer.ts';
import { errorReply, flowAt, iso, okReply, renderStep, T0 } from '../../../testing/flowFixtures';
import { OtpStep } from './OtpStep';

const otp = {
  phoneMasked: '091****678',
  expiresAt: iso(T0 + 300_000),
  resendAt: iso(T0 + 60_000),
  attemptsLeft: 5,
};

describe('OtpStep', () => {
  it('counts down from the server instants and offers resend only when its countdown ends', async () => {
    const user = userEvent.setup();
    let resend: FakeReply = okReply({
      ...otp,
      expiresAt: iso(T0 + 380_000),
      resendAt: iso(T0 + 140_000),
    });
    const { store, server, clock } = await flowAt(
      'otp',
      (request) => (request.url === 'ekyc-open-account/resend-otp' ? resend : okReply({})),
      { caseExtra: { otp }, now: T0 + 20_000 },
    );
    renderStep(<OtpStep store={store} />);
    screen.getByText('Mã OTP gồm 6 chữ số đã được gửi tới số điện thoại 091****678.');
    screen.getByText('Mã hết hạn sau 4:40');
    screen.getByText('Còn 5 lần nhập.');
    const wait = screen.getByRole('button', { name: 'Gửi lại mã sau 0:40' });
    expect(wait).toHaveProperty('disabled', true);
    const input = screen.getByRole('textbox', { name: /Mã OTP/ });
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');

    // A minute after the code was sent: resend is open.
    clock.now = T0 + 80_000;
    act(() => store.tick());
    screen.getByText('Mã hết hạn sau 3:40');
    const resendButton = screen.getByRole('button', { name: 'Gửi lại mã' });
    expect(resendButton).toHaveProperty('disabled', false);
    await user.click(resendButton);
    await screen.findByText('Đã gửi mã mới tới số 091****678.');
    expect(server.requests.filter((r) => r.url === 'ekyc-open-account/resend-otp')).toHaveLength(1);
    screen.getByText('Mã hết hạn sau 5:00');
    expect(screen.getByRole('button', { name: 'Gửi lại mã sau 1:00' })).toHaveProperty(
      'disabled',
      true,
    );

    // The server refusing a resend (its own clock) says when, and nothing typed is lost.
    resend = errorReply(429, 'otp_resend_too_soon');
    clock.now = T0 + 140_000;
    act(() => store.tick());
    await user.type(screen.getByRole('textbox', { name: /Mã OTP/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Gửi lại mã' }));
    await screen.findByText(/Yêu cầu gửi lại mã thất bại, vui lòng thử lại sau/);
    expect(screen.getByRole('textbox', { name: /Mã OTP/ })).toHaveProperty('value', '12');
  });

  it('a wrong code stays on the field with its message and costs an attempt; an expired one offers resend', async () => {
    const user = userEvent.setup();
    const { store, clock } = await flowAt(
      'otp',
      (request) =>
        request.url === 'ekyc-open-account/verify-otp'
          ? errorReply(422, 'otp_invalid', 'otp')
          : okReply({}),
      { caseExtra: { otp }, now: T0 + 10_000 },
    );
    renderStep(<OtpStep store={store} />);
    const input = screen.getByRole('textbox', { name: /Mã OTP/ });
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    // Checked here first: 6 digits.
    await screen.findByText('Mã OTP gồm đúng 6 chữ số.');
    await user.type(input, '456');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await screen.findByText('Mã OTP xác nhận không đúng.');
    screen.getByText('Còn 4 lần nhập.');
    expect(input).toHaveProperty('value', '123456');

    clock.now = T0 + 300_000;
    act(() => store.tick());
    await waitFor(() => screen.getByText('Mã OTP đã hết hạn. Vui lòng bấm Gửi lại mã.'));
    expect(screen.getByRole('button', { name: 'Xác nhận' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Gửi lại mã' })).toHaveProperty('disabled', false);
  });
});
