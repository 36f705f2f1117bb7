import { randomInt } from 'node:crypto';
import { expect, test } from '../fixtures';
import { containing, EkycScreens, errorText, type Person, samplePerson } from '../support/ekyc';
import { ekycSamples, samplePath, type SampleName } from '../support/ekyc-samples';
import { birthdayAt } from '../../shared/src/validation/ekyc/cccd';

/** Vietnam's calendar day, as the site and the API count ages. */
const vietnamToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A boy of 16 whose card is otherwise sound: a number of his province, century (2: a man born
 * in the 2000s) and birth year, issued at 14.
 */
function sixteenYearOld(): Person {
  const dateOfBirth = addDays(birthdayAt(vietnamToday(), -16), -30);
  return {
    ...samplePerson(),
    fullName: 'Lê Minh Khôi',
    gender: 'male',
    dateOfBirth,
    idDate: birthdayAt(dateOfBirth, 14),
    idCode: `0792${dateOfBirth.slice(2, 4)}${String(randomInt(100_000, 1_000_000))}`,
  };
}

/**
 * Issue 22 "Tests": a fraud case refused, in both languages. The service age (18) is checked on
 * the birth date before anything is sent; a card whose own data fails the §5 rules (a holder of
 * 12, an expired card) is refused by the API on the front photo. Each refusal is worded in the
 * page's language where it happened, and nothing typed or accepted before is lost.
 */
for (const locale of ['vi', 'en'] as const) {
  test(`a holder of 16: id_under_18 on the birth date, nothing typed lost, nothing sent (${locale})`, async ({
    page,
    site,
    apiCalls,
  }) => {
    const ekyc = new EkycScreens(page, locale);
    const person = sixteenYearOld();
    await ekyc.begin(site);
    await ekyc.fillContact(person);
    apiCalls.clear();
    await ekyc.button('ekyc.flow.next').click();

    const birthDate = ekyc.field('ekyc.contact.dateOfBirth');
    await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    await expect(birthDate).toHaveAccessibleDescription(
      containing(errorText(locale, 'id_under_18', 'dateOfBirth')),
    );
    await expect(ekyc.heading('contact_info')).toBeVisible();
    await expect(ekyc.field('ekyc.contact.fullName')).toHaveValue(person.fullName);
    await expect(ekyc.field('ekyc.contact.idCode')).toHaveValue(person.idCode);
    await expect(birthDate).toHaveValue(person.dateOfBirth);
    await expect(ekyc.field('ekyc.contact.idDate')).toHaveValue(person.idDate);
    await expect(ekyc.field('ekyc.contact.phone')).toHaveValue(person.phone);
    await expect(ekyc.field('ekyc.contact.email')).toHaveValue(person.email);
    await expect(ekyc.radio('ekyc.contact.gender.label', 'ekyc.contact.gender.male')).toBeChecked();
    expect(apiCalls.calls.filter((call) => call.url.includes('/contact-info'))).toEqual([]);
  });
}

const FRAUD_FRONTS: ReadonlyArray<{ locale: 'vi' | 'en'; sample: SampleName; code: string }> = [
  { locale: 'vi', sample: 'frontUnder14', code: 'id_under_14' },
  { locale: 'en', sample: 'frontExpired', code: 'id_expired' },
];

for (const { locale, sample, code } of FRAUD_FRONTS) {
  test(`a card failing the §5 rules on the front is refused on its photo: ${code} (${locale})`, async ({
    page,
    site,
  }) => {
    await ekycSamples();
    const ekyc = new EkycScreens(page, locale);
    await ekyc.begin(site, samplePerson());

    await ekyc.uploadVerified('signature', samplePath('signature'));

    const refused = await ekyc.uploadPhoto('front', samplePath(sample));
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(code);
    const failure = ekyc.slotFailure('front');
    await expect(failure).toContainText(errorText(locale, code, 'file'));
    await expect(failure).toContainText(ekyc.t('ekyc.documents.retakeHint'));

    // The picture accepted before stays; this one can be taken again at once.
    await expect(ekyc.verifiedBadge('signature')).toBeVisible();
    await ekyc.uploadVerified('front', samplePath('front'));
    await expect(failure).toHaveCount(0);
    await expect(ekyc.verifiedBadge('signature')).toBeVisible();
  });
}
