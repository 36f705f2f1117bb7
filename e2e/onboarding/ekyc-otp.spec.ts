import { expect, test } from '../fixtures';
import {
  containing,
  EKYC_API,
  ekycPattern,
  errorText,
  resumedAtOtp,
  wrongCode,
} from '../support/ekyc';
import { ekycSamples } from '../support/ekyc-samples';

/**
 * Issue 22 "Bad input": a wrong OTP and a resend inside the countdown. The code comes from the
 * dev outbox as the SMS was written; a wrong one is refused on the field in the page's language
 * and stays there to be corrected; resend waits for the countdown, in the page and on the server.
 */
test('OTP: resend waits for its countdown, a wrong code is refused on the field, the right one goes on (vi)', async ({
  site,
  stackApi,
}) => {
  test.setTimeout(120_000);
  await ekycSamples();
  const locale = 'vi';
  const { ekyc, apiCase, code } = await resumedAtOtp(site, stackApi.request, locale);
  await expect(
    ekyc.main.getByRole('button', { name: ekycPattern(locale, 'ekyc.otp.resendIn') }),
  ).toBeDisabled();
  const early = await stackApi.request.post(`${EKYC_API}/resend-otp`, {
    headers: { 'X-Ekyc-Token': apiCase.token },
    form: { uuid: apiCase.uuid, grecaptcha_token: '' },
  });
  expect(early.status()).toBe(429);
  expect(((await early.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
    'otp_resend_too_soon',
  );
  expect(Number(early.headers()['retry-after'])).toBeGreaterThan(0);

  const wrong = wrongCode(code);
  const refused = await ekyc.enterOtp(wrong);
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
    'otp_invalid',
  );
  await expect(ekyc.otpField).toHaveAttribute('aria-invalid', 'true');
  await expect(ekyc.otpField).toHaveAccessibleDescription(
    containing(errorText(locale, 'otp_invalid', 'otp')),
  );
  await expect(ekyc.otpField).toHaveValue(wrong);
  await expect(ekyc.heading('otp')).toBeVisible();

  const contract = ekyc.contractResponse();
  expect((await ekyc.enterOtp(code)).status()).toBe(200);
  await ekyc.expectContract(contract, stackApi.request);
});
