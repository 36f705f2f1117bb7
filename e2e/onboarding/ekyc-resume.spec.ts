import { expect, test } from '../fixtures';
import {
  EKYC_PATH,
  EkycScreens,
  rememberCase,
  resumedAtOtp,
  samplePerson,
  unknownCase,
} from '../support/ekyc';
import { ekycSamples, samplePath } from '../support/ekyc-samples';

/**
 * Issue 22 "Tests": a resume after a reload, in both languages. The server is the source of
 * truth: every accepted step is stored before it is acknowledged, so a reload shows where the
 * case stands and goes back in there with what was accepted; a case the server does not know
 * starts afresh with a notice, never with someone else's data.
 */
for (const locale of ['vi', 'en'] as const) {
  test(`a reload on the identity step resumes there with the front kept (${locale})`, async ({
    page,
    site,
  }) => {
    await ekycSamples();
    const ekyc = new EkycScreens(page, locale);
    await ekyc.begin(site, samplePerson());
    await ekyc.uploadVerified('front', samplePath('front'));

    await ekyc.reload();
    await site.hydrated();
    await ekyc.resumeAt('id_documents');
    await expect(ekyc.verifiedBadge('front')).toBeVisible();
    // The stored picture, read back through the case's token.
    await expect(
      ekyc.slot('front').getByRole('img', {
        name: ekyc.t('ekyc.documents.thumbnailAlt', {
          name: ekyc.t('ekyc.documents.kinds.front.title'),
        }),
      }),
    ).toBeVisible();
    for (const kind of ['back', 'signature'] as const) {
      await expect(ekyc.verifiedBadge(kind)).toHaveCount(0);
      await expect(
        ekyc.slot(kind).getByRole('button', { name: ekyc.t('ekyc.camera.upload.button') }),
      ).toBeVisible();
    }
  });

  test(`a reload after the OTP resumes at the contract (${locale})`, async ({ site, stackApi }) => {
    // The photos and the face video go through the vendor's checks first.
    test.setTimeout(120_000);
    await ekycSamples();
    const { ekyc, code } = await resumedAtOtp(site, stackApi.request, locale);
    const contract = ekyc.contractResponse();
    expect((await ekyc.enterOtp(code)).status()).toBe(200);
    await ekyc.expectContract(contract, stackApi.request);

    await ekyc.reload();
    await site.hydrated();
    const again = ekyc.contractResponse();
    await ekyc.resumeAt('contract');
    await ekyc.expectContract(again, stackApi.request);
    expect((await ekyc.storedCase())?.step).toBe('contract');
  });

  test(`a case the server does not know starts afresh with a notice (${locale})`, async ({
    page,
    site,
  }) => {
    await rememberCase(page, unknownCase());
    const ekyc = new EkycScreens(page, locale);
    const checked = ekyc.response('steps/', 'GET');
    await site.open(EKYC_PATH[locale]);
    expect((await checked).status()).toBe(404);

    const notice = ekyc.main.getByRole('group', { name: ekyc.t('ekyc.notice.caseExpired.title') });
    await expect(notice).toContainText(ekyc.t('ekyc.notice.caseExpired.text'));
    await expect(ekyc.resumeCard).toHaveCount(0);
    await expect(ekyc.main.getByRole('button', { name: ekyc.t('ekyc.start.begin') })).toBeVisible();
    expect(await ekyc.storedCase()).toBeNull();
    await ekyc.start();
  });
}
