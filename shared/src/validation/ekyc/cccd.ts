import { EKYC_LIMITS, type EkycGender, type IdCode, ID_CODES } from './codes';

/**
 * The rules of a Vietnamese citizen ID (căn cước / CCCD, market-facts "Citizen ID"), as pure
 * functions shared by the site's pre-check, the API's routes and the vendor stand-in.
 *
 * Dates are ISO `YYYY-MM-DD` calendar dates (Vietnam's calendar day; the caller turns an
 * instant into one, e.g. `formatDate(new Date(), 'yyyy-mm-dd')` from format/date.ts). `today`
 * is always passed in: nothing here reads the clock. ISO dates compare as strings.
 *
 * Decisions (tested in cccd.test.ts):
 * - A 29 February birthday falls on 28 February in a common year, for ages and milestones
 *   alike: Civil Code 2015 art. 148 ends a period counted in years on the last day of the month
 *   when that month has no matching day.
 * - A card is expired from its expiry date on (spec §5: "expiry after today"): the printed date
 *   is the milestone birthday, the day the law asks for the new card.
 * - An issue date of today is accepted, one after today is not (spec §5's fraud check says
 *   "later than today"); an issue date on the birth date is refused with the birth date before.
 * - A 12-digit number is a CCCD only when its province (001–096) and century code (0–5) are
 *   real. The 12-digit CMND of 2012–2016 used the same structure, so the number alone cannot
 *   tell the two apart, and one that breaks the structure is a typing mistake: `invalid`
 *   (`id_format_invalid`), never `cmnd12`. `cmnd12` stays in the type for a caller that knows
 *   more than the number (e.g. a vendor reading an old card); `classifyIdNumber` never gives it.
 */

export type Gender = EkycGender;
export type Century = 1900 | 2000 | 2100;
export type IdNumberKind = 'cccd' | 'cmnd9' | 'cmnd12' | 'invalid';

export interface CitizenIdFacts {
  /** PPP: the province of birth registration, 3 digits. */
  province: string;
  /** 001–096 (market-facts); a number outside is not a real CCCD. */
  provinceValid: boolean;
  century: Century;
  gender: Gender;
  birthYear: number;
}

const CCCD_PATTERN = /^(\d{3})([0-9])(\d{2})\d{6}$/;
const PROVINCE_MIN = 1;
const PROVINCE_MAX = 96;
/**
 * G → century and gender. 6–9 would be the 22nd and 23rd centuries (Circular 59/2021): nobody
 * alive, so such a number is malformed here.
 */
const CENTURY_GENDER: Readonly<Record<string, readonly [Century, Gender]>> = {
  '0': [1900, 'male'],
  '1': [1900, 'female'],
  '2': [2000, 'male'],
  '3': [2000, 'female'],
  '4': [2100, 'male'],
  '5': [2100, 'female'],
};

/** What a 12-digit CCCD number tells: province, century, gender and birth year; null if malformed. */
export function parseCitizenId(number: string): CitizenIdFacts | null {
  const match = CCCD_PATTERN.exec(number);
  if (!match) return null;
  const [, province = '', g = '', yy = ''] = match;
  const centuryGender = CENTURY_GENDER[g];
  if (!centuryGender) return null;
  const [century, gender] = centuryGender;
  const code = Number(province);
  return {
    province,
    provinceValid: code >= PROVINCE_MIN && code <= PROVINCE_MAX,
    century,
    gender,
    birthYear: century + Number(yy),
  };
}

/** 9 digits: the old CMND; 12 digits of a real structure: a CCCD; anything else: invalid. */
export function classifyIdNumber(number: string): IdNumberKind {
  if (!/^\d+$/.test(number)) return 'invalid';
  if (number.length === 9) return 'cmnd9';
  if (number.length !== EKYC_LIMITS.idMaxLength) return 'invalid';
  return parseCitizenId(number)?.provinceValid ? 'cccd' : 'invalid';
}

const isOldCmnd = (kind: IdNumberKind) => kind === 'cmnd9' || kind === 'cmnd12';

// --- Calendar dates -------------------------------------------------------------------------

interface Ymd {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

function readDate(value: string): Ymd | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A real calendar day written `YYYY-MM-DD`. */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && readDate(value) !== null;

function requireDate(value: string, name: string): Ymd {
  const date = readDate(value);
  // A programming error, not a customer's: the schemas validate dates before they get here.
  if (!date) throw new RangeError(`${name} is not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
  return date;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The birthday at `years` of age (29 February → 28 February in a common year). */
export function birthdayAt(dateOfBirth: string, years: number): string {
  const { year, month, day } = requireDate(dateOfBirth, 'dateOfBirth');
  const target = year + years;
  return `${pad(target, 4)}-${pad(month, 2)}-${pad(Math.min(day, daysInMonth(target, month)), 2)}`;
}

/** Age in whole years on `date`. */
export function ageOn(dateOfBirth: string, date: string): number {
  const years = requireDate(date, 'date').year - requireDate(dateOfBirth, 'dateOfBirth').year;
  return date < birthdayAt(dateOfBirth, years) ? years - 1 : years;
}

// --- Expiry ---------------------------------------------------------------------------------

/** The ages at which a card is renewed (market-facts). */
export const EXPIRY_MILESTONES = [14, 25, 40, 60] as const;
/** A card issued this many years before a milestone is valid until the following one. */
export const RENEWAL_GRACE_YEARS = 2;

/**
 * The date a card issued on `idDate` expires, or null when it never does.
 *
 * market-facts is the rule: the card expires on the next milestone birthday after the issue
 * date, unless it was issued within 2 years before that milestone (from the birthday 2 years
 * before it, inclusive), when it is valid until the following milestone; past the last
 * milestone there is none, so a card issued at 58 or older does not expire.
 *
 * Spec §5 words it differently ("ages 23-25 expire at 25th birthday, 38-40 at 40th, 58-60 at
 * 60th; over 60 at issue must be unlimited"): read literally it would let a card issued at 24
 * expire a year later and one issued at 59 expire at 60, which is what the 2-year grace of the
 * law avoids; market-facts (the grace, and no expiry from 58) wins where they differ. Its
 * "12-digit ID expiry must be issue date plus 15 years" is the old 12-digit CMND's validity,
 * which no longer matters: a CMND is refused (`id_old_cmnd`) whatever its dates.
 *
 * A card issued before 14 (chip cards for children exist since the 2023 Identification Law)
 * follows the same rule: before 12 it expires at 14, from 12 at 25.
 */
export function cardExpiry(dateOfBirth: string, idDate: string): string | null {
  requireDate(idDate, 'idDate');
  for (const [index, milestone] of EXPIRY_MILESTONES.entries()) {
    if (idDate >= birthdayAt(dateOfBirth, milestone)) continue;
    if (idDate < birthdayAt(dateOfBirth, milestone - RENEWAL_GRACE_YEARS))
      return birthdayAt(dateOfBirth, milestone);
    const following = EXPIRY_MILESTONES[index + 1];
    return following === undefined ? null : birthdayAt(dateOfBirth, following);
  }
  return null;
}

// --- Comparing typed and card data ----------------------------------------------------------

/** NFC, lower case, single spaces: names match whatever the case or spacing, not the diacritics. */
const normaliseName = (name: string) =>
  name.normalize('NFC').toLocaleLowerCase('vi').replace(/\s+/g, ' ').trim();

export const samePersonName = (a: string, b: string) => normaliseName(a) === normaliseName(b);

/** Addresses also ignore punctuation ("Q.1," = "Q 1"); diacritics still count. */
const normaliseAddress = (address: string) =>
  normaliseName(address)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

export const sameAddress = (a: string, b: string) => normaliseAddress(a) === normaliseAddress(b);

const VIETNAMESE = new Set(['vn', 'vnm', 'vietnam', 'vietnamese']);

/** "Việt Nam", "VIET NAM", "VN", "Vietnamese"… */
const isVietnamese = (nationality: string) =>
  VIETNAMESE.has(
    nationality
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]/g, ''),
  );

// --- The checks -----------------------------------------------------------------------------

/** The card's data as read from it (the vendor's QR decoding and OCR). */
export interface IdCardData {
  idCode: string;
  fullName?: string;
  dateOfBirth: string;
  gender: Gender;
  idDate: string;
  /** The printed expiry; null when the card says "Không thời hạn"; undefined when not read. */
  idExpiry?: string | null;
  address?: string;
  nationality?: string;
}

/**
 * The card's data as its QR code gives it (market-facts: `ID|oldID|name|birth|gender|address|issue`,
 * dates made ISO): what the eKYC vendor reads off the front, and what the API cross-checks.
 */
export interface CardQrData {
  idCode: string;
  oldId?: string;
  fullName: string;
  dateOfBirth: string;
  gender: Gender;
  address: string;
  idDate: string;
}

/** What the customer typed, cross-checked against the card. */
export interface TypedIdentity {
  idCode: string;
  fullName: string;
  dateOfBirth: string;
  gender: Gender;
  address?: string;
}

export interface CardCheckOptions {
  today: string;
  typed?: TypedIdentity;
}

/** The fields of what is known so far; a check runs only when its fields are there. */
interface Known {
  idCode: string;
  dateOfBirth?: string;
  gender?: Gender;
  idDate?: string;
  idExpiry?: string | null;
  nationality?: string;
}

function findProblems(known: Known, today: string, typed?: TypedIdentity, card?: IdCardData) {
  const problems = new Set<IdCode>();
  const kind = classifyIdNumber(known.idCode);
  if (kind === 'invalid') problems.add('id_format_invalid');
  if (isOldCmnd(kind)) problems.add('id_old_cmnd');

  const { dateOfBirth: birth, idDate, gender } = known;
  if (birth !== undefined) {
    if (birth > today) problems.add('id_birth_date_future');
    else if (ageOn(birth, today) < EKYC_LIMITS.fraudAge) problems.add('id_under_14');
    else if (ageOn(birth, today) < EKYC_LIMITS.serviceAge) problems.add('id_under_18');
  }

  const facts = kind === 'cccd' ? parseCitizenId(known.idCode) : null;
  if (facts && birth !== undefined && facts.birthYear !== requireDate(birth, 'dateOfBirth').year)
    problems.add('id_birth_year_mismatch');
  if (facts && gender !== undefined && facts.gender !== gender) problems.add('id_gender_mismatch');

  if (idDate !== undefined) {
    requireDate(idDate, 'idDate');
    if (idDate > today) problems.add('id_issue_date_future');
    if (birth !== undefined && idDate <= birth) problems.add('id_issue_before_birth');
  }

  // The milestone rule is the CCCD's; an issue date before the birth has no expiry to speak of.
  const expiry =
    birth !== undefined && idDate !== undefined && idDate > birth && !isOldCmnd(kind)
      ? cardExpiry(birth, idDate)
      : undefined;
  if (expiry !== undefined) {
    // Expired by the law's milestone or by the printed date, so neither can hide the other.
    const printed = known.idExpiry;
    if ((expiry !== null && expiry <= today) || (printed != null && printed <= today))
      problems.add('id_expired');
    if (printed !== undefined && printed !== expiry) problems.add('id_expiry_mismatch');
  }

  if (known.nationality !== undefined && !isVietnamese(known.nationality))
    problems.add('id_nationality_invalid');

  if (typed && card) {
    if (
      typed.address !== undefined &&
      card.address !== undefined &&
      !sameAddress(typed.address, card.address)
    )
      problems.add('id_qr_address_mismatch');
    if (
      typed.idCode.trim() !== card.idCode ||
      (card.fullName !== undefined && !samePersonName(typed.fullName, card.fullName)) ||
      typed.dateOfBirth !== card.dateOfBirth ||
      typed.gender !== card.gender
    )
      problems.add('id_qr_mismatch');
  }

  return { kind, facts, expiry, problems: ID_CODES.filter((code) => problems.has(code)) };
}

/**
 * The fraud checks of spec §5 on a card's data (and, given `typed`, the cross-check with what
 * the customer typed): the codes of `ID_CODES` that apply, in that order; empty when the card
 * is fine. `id_card_existed` and `invalid_phone` are the API's, not this function's.
 *
 * The second argument may be `today` alone (docs/ekyc.md's form). Throws a RangeError when a
 * date is not `YYYY-MM-DD`.
 */
export function checkCardData(card: IdCardData, options: CardCheckOptions | string): IdCode[] {
  const { today, typed } = typeof options === 'string' ? { today: options } : options;
  requireDate(today, 'today');
  requireDate(card.dateOfBirth, 'dateOfBirth');
  if (card.idExpiry != null) requireDate(card.idExpiry, 'idExpiry');
  return findProblems(card, today, typed, card).problems;
}

export interface IdPrecheck {
  kind: IdNumberKind;
  /** What the number says; null unless it is a CCCD. */
  facts: Pick<CitizenIdFacts, 'gender' | 'birthYear' | 'province'> | null;
  /** The card's expiry by the milestone rule (null: none), once both dates are known. */
  expiry?: string | null;
  problems: IdCode[];
}

export interface PrecheckOptions {
  today: string;
  dateOfBirth?: string;
  gender?: Gender;
  idDate?: string;
}

/**
 * Step 1's friendly pre-check of the typed ID number, before any upload: what the number says
 * (gender, birth year, province), the expiry the card should carry, and the problems found so
 * far. Dates not (yet) complete are ignored rather than refused: the form is being typed.
 */
export function precheckIdNumber(number: string, options: PrecheckOptions): IdPrecheck {
  requireDate(options.today, 'today');
  const date = (value: string | undefined) => (isIsoDate(value) ? value : undefined);
  const { kind, facts, expiry, problems } = findProblems(
    {
      idCode: number,
      dateOfBirth: date(options.dateOfBirth),
      gender: options.gender,
      idDate: date(options.idDate),
    },
    options.today,
  );
  return {
    kind,
    facts: facts && { gender: facts.gender, birthYear: facts.birthYear, province: facts.province },
    ...(expiry !== undefined && { expiry }),
    problems,
  };
}

/** The contact-info field each problem of `precheckIdNumber` belongs to (the API's `field`). */
export const ID_PROBLEM_FIELDS = {
  id_format_invalid: 'idCode',
  id_old_cmnd: 'idCode',
  id_birth_year_mismatch: 'idCode',
  id_gender_mismatch: 'idCode',
  id_birth_date_future: 'dateOfBirth',
  id_under_14: 'dateOfBirth',
  id_under_18: 'dateOfBirth',
  id_issue_date_future: 'idDate',
  id_issue_before_birth: 'idDate',
  id_expired: 'idDate',
} as const satisfies Partial<Record<IdCode, 'idCode' | 'dateOfBirth' | 'idDate'>>;
