import { expect, test } from '../fixtures';
import {
  EkycScreens,
  errorText,
  otpFromOutbox,
  resumedAtOtp,
  samplePerson,
  uniquePhone,
} from '../support/ekyc';
import { ekycSamples, samplePath } from '../support/ekyc-samples';

/**
 * Correcting the contact step from a later one (docs/ekyc.md "Going back"), in both languages:
 * a mistyped phone noticed on the OTP screen, and a typed name that the card's QR code does not
 * match, noticed on the identity step. The form comes back with what was sent; nothing else is
 * redone unless the identity itself changed.
 */
for (const locale of ['vi', 'en'] as const) {
  test(`a wrong phone is corrected on the OTP screen and the code goes to the new one (${locale})`, async ({
    site,
    stackApi,
  }) => {
    test.setTimeout(120_000);
    await ekycSamples();
    const { ekyc, apiCase } = await resumedAtOtp(site, stackApi.request, locale);
    const person = apiCase.person;
    await ekyc.main.getByRole('button', { name: ekyc.t('ekyc.contact.edit.link') }).click();
    await expect(ekyc.heading('contact_info')).toBeVisible();
    await expect(
      ekyc.main.getByRole('group', { name: ekyc.t('ekyc.contact.edit.title') }),
    ).toBeVisible();
    // What was sent is there to correct.
    await expect(ekyc.field('ekyc.contact.fullName')).toHaveValue(person.fullName);
    await expect(ekyc.field('ekyc.contact.idCode')).toHaveValue(person.idCode);
    await expect(ekyc.field('ekyc.contact.phone')).toHaveValue(person.phone);

    const phone = uniquePhone();
    await ekyc.field('ekyc.contact.phone').fill(phone);
    const saved = ekyc.response('contact-info');
    const requested = ekyc.response('request-otp');
    await ekyc.button('ekyc.contact.edit.save').click();
    expect((await saved).status()).toBe(200);
    await expect(ekyc.heading('otp')).toBeVisible();
    expect((await requested).status()).toBe(200);
    await expect(ekyc.main).toContainText(phone.slice(-3));
    const code = await otpFromOutbox(stackApi.request, phone);
    expect((await ekyc.enterOtp(code)).status()).toBe(200);
    await expect(ekyc.heading('contract')).toBeVisible();
  });

  test(`a name the card does not match is corrected from the identity step (${locale})`, async ({
    page,
    site,
  }) => {
    test.setTimeout(120_000);
    await ekycSamples();
    const ekyc = new EkycScreens(page, locale);
    const person = samplePerson();
    await ekyc.begin(site, { ...person, fullName: 'Nguyễn Thị Minh Ánh' });
    const refused = await ekyc.uploadPhoto('front', samplePath('front'));
    expect(refused.status()).toBe(422);
    await expect(ekyc.slotFailure('front')).toContainText(
      errorText(locale, 'id_qr_mismatch', 'file'),
    );

    await ekyc.main.getByRole('button', { name: ekyc.t('ekyc.contact.edit.link') }).click();
    await expect(ekyc.heading('contact_info')).toBeVisible();
    await ekyc.field('ekyc.contact.fullName').fill(person.fullName);
    const saved = ekyc.response('contact-info');
    await ekyc.button('ekyc.contact.edit.save').click();
    expect((await saved).status()).toBe(200);
    await expect(ekyc.heading('id_documents')).toBeVisible();
    await ekyc.uploadVerified('front', samplePath('front'));
  });

  test(`cancel leaves the details as they were (${locale})`, async ({ page, site }) => {
    const ekyc = new EkycScreens(page, locale);
    const person = samplePerson();
    await ekyc.begin(site, person);
    await ekyc.main.getByRole('button', { name: ekyc.t('ekyc.contact.edit.link') }).click();
    await ekyc.field('ekyc.contact.phone').fill(uniquePhone());
    await ekyc.button('ekyc.contact.edit.cancel').click();
    await expect(ekyc.heading('id_documents')).toBeVisible();
    await ekyc.main.getByRole('button', { name: ekyc.t('ekyc.contact.edit.link') }).click();
    await expect(ekyc.field('ekyc.contact.phone')).toHaveValue(person.phone);
  });
}
