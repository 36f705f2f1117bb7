import { expect, test } from '../fixtures';
import { EKYC_PATH, EkycApiCase, EkycScreens, rememberCase, samplePerson } from '../support/ekyc';
import { ekycSamples, samplePath } from '../support/ekyc-samples';

/**
 * Issue 22, under load (docs/ekyc.md "Under load"): when the identity check is busy, the API
 * answers 503 `ekyc_vendor_busy` with Retry-After (face-flood.test.ts proves when). The site
 * keeps the customer's video and sends the same one again: nothing recorded is lost. The busy
 * answer is the browser's here (a flood is the API's test and the denial bench's); the second
 * sending goes to the real API and vendor.
 */
for (const locale of ['vi', 'en'] as const) {
  test(`a busy identity check keeps the face video, which is sent again as it is (${locale})`, async ({
    site,
    stackApi,
  }) => {
    test.setTimeout(120_000);
    await ekycSamples();
    const apiCase = await EkycApiCase.start(stackApi.request, samplePerson());
    await apiCase.advanceTo('face_video', { locale });
    await rememberCase(site.page, apiCase.stored);
    const ekyc = new EkycScreens(site.page, locale);
    let refused = 0;
    const faceVideo = (url: URL) => url.pathname.endsWith('/ekyc-open-account/face-video');
    await site.page.route(faceVideo, async (route) => {
      if (refused > 0) return route.fallback();
      refused += 1;
      await route.fulfill({
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '4' },
        body: JSON.stringify({
          errors: [{ code: 'ekyc_vendor_busy', message: 'busy (from the test)' }],
        }),
      });
    });
    await site.open(EKYC_PATH[locale]);
    await ekyc.resumeAt('face_video');

    const main = site.page.getByRole('main');
    await main.getByRole('button', { name: ekyc.t('ekyc.camera.face.nativeApp.toggle') }).click();
    const chooser = site.page.waitForEvent('filechooser');
    await main.getByRole('button', { name: ekyc.t('ekyc.camera.face.nativeApp.button') }).click();
    await (await chooser).setFiles(samplePath('faceVideo'));

    const notSent = main.getByRole('group', { name: ekyc.t('ekyc.face.notSent') });
    await expect(notSent).toContainText(ekyc.t('ekyc.errors.ekyc_vendor_busy'));
    await expect(notSent).toContainText(ekyc.t('ekyc.flow.retryAfter_other', { count: 4 }));
    const sent = ekyc.response('face-video');
    await main.getByRole('button', { name: ekyc.t('ekyc.face.resend') }).click();
    expect((await sent).status()).toBe(200);
    await expect(main.getByRole('group', { name: ekyc.t('ekyc.face.verified') })).toBeVisible();
    expect(refused).toBe(1);
  });
}
