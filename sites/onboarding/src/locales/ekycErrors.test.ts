import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_CODES,
  EKYC_CASE_CODES,
  EKYC_FORM_ERROR_CODES,
  EKYC_US_QUESTIONS,
  FACE_CODES,
  ID_CODES,
  OPEN_API_CODES,
  OTP_CODES,
} from '@brokerage/shared/validation/ekyc/codes.ts';
import en from './en/onboarding.json';
import vi from './vi/onboarding.json';

type Tree = { [key: string]: string | Tree };

/** Every code the eKYC pages can be given: the schemas' issues and the API's codes (docs/ekyc.md). */
const SHOWN_CODES = [
  ...EKYC_FORM_ERROR_CODES,
  ...ID_CODES,
  ...DOCUMENT_CODES,
  ...FACE_CODES,
  ...OTP_CODES,
  ...OPEN_API_CODES,
  ...Object.values(EKYC_CASE_CODES),
  'internal_error',
];

const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leaves(value, `${prefix}${key}.`),
  );

describe('eKYC error texts', () => {
  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('%s has a text for every code a field or the form can show', (_name, texts) => {
    const errors = texts.ekyc.errors as Record<string, string>;
    const missing = [...new Set(SHOWN_CODES)].filter((code) => !errors[code]?.trim());
    expect(missing).toEqual([]);
  });

  it('words per field only codes the schemas give, on fields the forms have', () => {
    const known = new Set<string>(EKYC_FORM_ERROR_CODES);
    const fields = new Set([
      'customerType',
      'nationality',
      'fullName',
      'idCode',
      'gender',
      'dateOfBirth',
      'idDate',
      'phone',
      'email',
      'accountTypes.margin',
      'accountTypes.derivative',
      'servicePack',
      'referralChannel',
      'region',
      'branchCode',
      'brokerCode',
      'relatedName',
      'relatedPhone',
      'relatedRelationship',
      'bankCode',
      'bankAccNo',
      'address',
      'otp',
      'agreed',
      ...EKYC_US_QUESTIONS.map((q) => `us.${q}`),
    ]);
    for (const texts of [vi, en]) {
      for (const key of leaves(texts.ekyc.fieldErrors as Tree)) {
        const code = key.split('.').pop() ?? '';
        const field = key.slice(0, -code.length - 1);
        expect(known.has(code), key).toBe(true);
        expect(fields.has(field), key).toBe(true);
      }
    }
  });

  it('says "required" in the words of each field of the forms', () => {
    for (const texts of [vi, en]) {
      const perField = texts.ekyc.fieldErrors as Tree;
      for (const field of [
        'fullName',
        'idCode',
        'dateOfBirth',
        'idDate',
        'phone',
        'email',
        'servicePack',
        'bankAccNo',
        'address',
        'otp',
      ]) {
        expect((perField[field] as Tree | undefined)?.required, field).toBeTruthy();
      }
      for (const question of EKYC_US_QUESTIONS) {
        expect(((perField.us as Tree)[question] as Tree).required, question).toBeTruthy();
      }
    }
  });
});
