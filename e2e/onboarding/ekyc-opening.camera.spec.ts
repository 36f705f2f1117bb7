import { expect, test } from '../fixtures';
import { checkEveryLook } from '../support/a11y';
import {
  caseState,
  ekycPattern,
  EkycScreens,
  otpFromOutbox,
  samplePerson,
  uniqueIdCode,
} from '../support/ekyc';
import { frontWithIdCode } from '../support/ekyc-samples';

/**
 * Issue 22 "Tests": a full opening in both languages, from the contact details to the new 009C
 * account, with the face filmed by Chromium's fake camera (the camera project plays the sample
 * card holder's face video, support/browser.ts) and the ID photos through the file upload that
 * stands beside the camera. Each opening has a card number of its own: a completed case
 * registers it.
 */
for (const locale of ['vi', 'en'] as const) {
  test(`a full opening with the camera, contact details to the 009C account (${locale})`, async ({
    page,
    site,
    stackApi,
  }) => {
    // Six steps, three photo checks and a face check by the vendor, the face model in the page.
    test.setTimeout(180_000);
    const person = samplePerson(uniqueIdCode());
    const front = await frontWithIdCode(person.idCode);
    const ekyc = new EkycScreens(page, locale);
    const t = ekyc.t.bind(ekyc);

    await ekyc.begin(site, person);
    await expect(site.html).toHaveAttribute('lang', locale);

    // The camera is live on the identity step (the fake one), with the upload beside it.
    await expect(
      ekyc.slot('front').getByLabel(t('ekyc.camera.video.front'), { exact: true }),
    ).toBeVisible({ timeout: 20_000 });
    if (locale === 'vi') {
      const failures = await checkEveryLook(page);
      expect(failures, `identity step, camera live\n${failures.join('\n')}`).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await ekyc.uploadDocuments(front);
    // What the card's QR code gave, for the customer to check before going on.
    await expect(
      ekyc.main.getByRole('region', { name: t('ekyc.documents.cardFields.heading') }),
    ).toContainText(person.idCode);
    await ekyc.continueTo('face_video');

    await expect(ekyc.main.getByLabel(t('ekyc.camera.video.face'), { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    if (locale === 'vi') {
      const failures = await checkEveryLook(page);
      expect(failures, `face step, camera live\n${failures.join('\n')}`).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await ekyc.recordFace();
    await ekyc.continueTo('registration');

    await ekyc.submitRegistration(person);
    // The SMS as the dev outbox keeps it, the masked number on the screen.
    const code = await otpFromOutbox(stackApi.request, person.phone);
    await expect(ekyc.main.getByText(ekycPattern(locale, 'ekyc.otp.intro'))).toBeVisible();
    const contract = ekyc.contractResponse();
    const verified = await ekyc.enterOtp(code);
    expect(verified.status(), await verified.text()).toBe(200);
    await ekyc.expectContract(contract, stackApi.request);
    await ekyc.confirmContract();

    await expect(
      ekyc.main.getByRole('heading', { level: 2, name: t('ekyc.completed.opened.heading') }),
    ).toBeVisible();
    const account = ekyc.main.getByRole('definition').filter({ hasText: /^009C\d{6}$/ });
    const customer = ekyc.main.getByRole('definition').filter({ hasText: /^\d{8}$/ });
    await expect(account).toHaveCount(1);
    await expect(customer).toHaveCount(1);
    await expect(ekyc.main.getByRole('term')).toContainText([
      t('ekyc.completed.customerId'),
      t('ekyc.completed.accountNumber'),
    ]);
    await expect(
      ekyc.main.getByText(
        ekycPattern(
          locale,
          'ekyc.completed.app.signWithin_one',
          'ekyc.completed.app.signWithin_other',
        ),
      ),
    ).toBeVisible();
    await expect(ekyc.main.getByRole('img', { name: t('ekyc.completed.app.qrAlt') })).toBeVisible();

    // What the screen shows is what the server recorded for this browser's case.
    const stored = await ekyc.storedCase();
    expect(stored?.step).toBe('completed');
    const { completion } = await caseState(stackApi.request, stored!);
    expect(completion).toMatchObject({
      variant: 'opened',
      accountNumber: await account.textContent(),
      customerId: await customer.textContent(),
    });
  });
}
