import { expect, test } from '../fixtures';
import { EkycScreens, errorText, samplePerson } from '../support/ekyc';
import { ekycSamples, samplePath } from '../support/ekyc-samples';

/** A PDF's first bytes under a photo's name and type: only the bytes tell. */
const PDF_AS_JPG = {
  name: 'cccd-mat-truoc.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

/**
 * Issue 22 "Bad input": a photo that is a PDF renamed .jpg, the same side twice. Each refusal
 * stays on its own picture with the reason, the picture can be retaken at once, and the pictures
 * already accepted are kept.
 */
test('a PDF renamed .jpg and the front sent as the back are refused on their slot, each retaken alone (en)', async ({
  page,
  site,
  apiCalls,
}) => {
  await ekycSamples();
  const locale = 'en';
  const ekyc = new EkycScreens(page, locale);
  const t = ekyc.t.bind(ekyc);
  await ekyc.begin(site, samplePerson());

  await ekyc.uploadVerified('signature', samplePath('signature'));

  // Refused by its bytes in the page, before any upload.
  apiCalls.clear();
  await ekyc.choosePhoto('front', PDF_AS_JPG);
  await expect(
    ekyc.slot('front').getByRole('group', { name: t('ekyc.camera.photoProblem.title') }),
  ).toContainText(t('ekyc.camera.photoProblem.type', { side: t('ekyc.camera.side.front') }));
  expect(apiCalls.calls.filter((call) => call.url.includes('/documents/'))).toEqual([]);

  await ekyc.uploadVerified('front', samplePath('front'));

  // The same picture again as the back: the API refuses it on the back only.
  const twice = await ekyc.uploadPhoto('back', samplePath('front'));
  expect(twice.status()).toBe(422);
  expect(((await twice.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
    'document_wrong_side',
  );
  await expect(ekyc.slotFailure('back')).toContainText(
    errorText(locale, 'document_wrong_side', 'file'),
  );
  await expect(ekyc.verifiedBadge('front')).toBeVisible();
  await expect(ekyc.verifiedBadge('signature')).toBeVisible();
  await expect(ekyc.button('ekyc.flow.next')).toHaveCount(0);

  await ekyc.uploadVerified('back', samplePath('back'));
  await expect(ekyc.slotFailure('back')).toHaveCount(0);
  await ekyc.continueTo('face_video');
});
