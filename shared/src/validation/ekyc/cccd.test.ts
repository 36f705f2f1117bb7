import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthdayAt,
  cardExpiry,
  checkCardData,
  classifyIdNumber,
  ID_PROBLEM_FIELDS,
  isIsoDate,
  parseCitizenId,
  precheckIdNumber,
  sameAddress,
  samePersonName,
  type IdCardData,
} from './cccd';
import { ID_CODES } from './codes';

describe('parseCitizenId', () => {
  it.each([
    ['001090000001', 1900, 'male', 1990],
    ['001185000001', 1900, 'female', 1985],
    ['001205000001', 2000, 'male', 2005],
    ['001310000001', 2000, 'female', 2010],
    ['001400000001', 2100, 'male', 2100],
    ['001501000001', 2100, 'female', 2101],
  ])('reads the century and gender code of %s', (number, century, gender, birthYear) => {
    expect(parseCitizenId(number)).toEqual({
      province: '001',
      provinceValid: true,
      century,
      gender,
      birthYear,
    });
  });

  it.each(['6', '7', '8', '9'])('has no reading for the century code %s (22nd century on)', (g) => {
    expect(parseCitizenId(`079${g}90123456`)).toBeNull();
  });

  it.each([
    ['000', false],
    ['001', true],
    ['079', true],
    ['096', true],
    ['097', false],
    ['999', false],
  ])('province %s is valid: %s', (province, valid) => {
    expect(parseCitizenId(`${province}090123456`)?.provinceValid).toBe(valid);
    expect(parseCitizenId(`${province}090123456`)?.province).toBe(province);
  });

  it.each(['', '07909012345', '0790901234567', '07909012345a', ' 079090123456', '0790 0123456'])(
    'refuses the malformed number %j',
    (number) => {
      expect(parseCitizenId(number)).toBeNull();
    },
  );
});

describe('classifyIdNumber', () => {
  it.each([
    ['079090123456', 'cccd'],
    ['001090000001', 'cccd'],
    ['096090000001', 'cccd'],
    ['123456789', 'cmnd9'],
    ['000090123456', 'invalid'], // province 000
    ['097090123456', 'invalid'], // province 097
    ['079690123456', 'invalid'], // century code 6: a 12-digit CMND had the same structure
    ['0790901234', 'invalid'], // 10 digits
    ['07909012345', 'invalid'], // 11 digits
    ['12345678', 'invalid'],
    ['0790901234567', 'invalid'],
    ['07909012345a', 'invalid'],
    ['12345678a', 'invalid'],
    ['079 090 123 456', 'invalid'],
    ['', 'invalid'],
  ])('%j is %s', (number, kind) => {
    expect(classifyIdNumber(number)).toBe(kind);
  });
});

describe('ageOn and birthdayAt', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('1990-05-15', '2008-05-14')).toBe(17);
    expect(ageOn('1990-05-15', '2008-05-15')).toBe(18);
    expect(ageOn('1990-05-15', '2008-05-16')).toBe(18);
    expect(ageOn('1990-05-15', '1990-05-15')).toBe(0);
    expect(ageOn('1990-12-31', '1991-01-01')).toBe(0);
  });

  it('gives a 29 February birthday on 28 February in common years (Civil Code art. 148)', () => {
    expect(birthdayAt('2000-02-29', 18)).toBe('2018-02-28');
    expect(birthdayAt('2000-02-29', 20)).toBe('2020-02-29');
    expect(birthdayAt('2000-02-29', 100)).toBe('2100-02-28'); // 2100 is not a leap year
    expect(ageOn('2000-02-29', '2018-02-27')).toBe(17);
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(18);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(ageOn('2000-02-29', '2020-02-28')).toBe(19);
    expect(ageOn('2000-02-29', '2020-02-29')).toBe(20);
  });

  it('refuses what is not a calendar date', () => {
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('1990-5-15')).toBe(false);
    expect(isIsoDate('1990-05-15T00:00:00Z')).toBe(false);
    expect(() => ageOn('1990-02-30', '2020-01-01')).toThrow(RangeError);
    expect(() => cardExpiry('1990-05-15', '15/05/2020')).toThrow(RangeError);
  });
});

describe('cardExpiry (market-facts: 14, 25, 40, 60; 2-year grace; none from 58)', () => {
  const dob = '1990-05-15';

  it.each([
    // Issued as a child: the 14 milestone, or 25 within 2 years of 14.
    ['2002-05-14', '2004-05-15'], // 11 years old
    ['2002-05-15', '2015-05-15'], // 12th birthday: within 2 years of 14
    ['2004-05-14', '2015-05-15'],
    ['2004-05-15', '2015-05-15'], // 14th birthday
    // Milestone 25.
    ['2010-01-01', '2015-05-15'],
    ['2013-05-14', '2015-05-15'], // the day before the 23rd birthday
    ['2013-05-15', '2030-05-15'], // exactly 2 years before 25: valid to 40
    ['2013-05-16', '2030-05-15'],
    ['2015-05-14', '2030-05-15'], // the day before the 25th birthday
    ['2015-05-15', '2030-05-15'], // on it
    ['2015-05-16', '2030-05-15'], // the day after
    // Milestone 40.
    ['2028-05-14', '2030-05-15'],
    ['2028-05-15', '2050-05-15'], // exactly 2 years before 40: valid to 60
    ['2028-05-16', '2050-05-15'],
    ['2030-05-14', '2050-05-15'],
    ['2030-05-15', '2050-05-15'],
    ['2030-05-16', '2050-05-15'],
    // Milestone 60 and the card for life.
    ['2045-01-01', '2050-05-15'],
    ['2048-05-14', '2050-05-15'], // 57 years and 364 days
    ['2048-05-15', null], // 58th birthday: no expiry
    ['2048-05-16', null],
    ['2050-05-14', null],
    ['2050-05-15', null],
    ['2050-05-16', null],
    ['2070-01-01', null],
  ])('a card issued on %s expires on %s', (idDate, expiry) => {
    expect(cardExpiry(dob, idDate)).toBe(expiry);
  });

  it.each([
    ['2020-06-01', '2025-02-28'],
    ['2023-02-27', '2025-02-28'],
    ['2023-02-28', '2040-02-29'], // the 23rd "birthday" of a leap-day child is 28 February
    ['2025-02-27', '2040-02-29'],
    ['2038-02-27', '2040-02-29'],
    ['2038-02-28', '2060-02-29'],
    ['2058-02-27', '2060-02-29'],
    ['2058-02-28', null],
  ])('for a 29 February 2000 birthday, a card issued on %s expires on %s', (idDate, expiry) => {
    expect(cardExpiry('2000-02-29', idDate)).toBe(expiry);
  });
});

describe('checkCardData', () => {
  const today = '2025-06-01';
  /** Born 15 May 1990, issued at 30: valid to the 40th birthday. */
  const card: IdCardData = {
    idCode: '079090123456',
    fullName: 'NGUYỄN VĂN AN',
    dateOfBirth: '1990-05-15',
    gender: 'male',
    idDate: '2021-04-10',
    idExpiry: '2030-05-15',
    address: 'Số 12, Đường Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    nationality: 'Việt Nam',
  };
  const check = (patch: Partial<IdCardData>, at = today) =>
    checkCardData({ ...card, ...patch }, { today: at });

  it('finds nothing wrong with a sound card, with or without the optional fields', () => {
    expect(check({})).toEqual([]);
    expect(
      checkCardData(
        {
          idCode: card.idCode,
          dateOfBirth: card.dateOfBirth,
          gender: card.gender,
          idDate: card.idDate,
        },
        { today },
      ),
    ).toEqual([]);
  });

  it('also takes today alone as its second argument (docs/ekyc.md)', () => {
    expect(checkCardData(card, today)).toEqual([]);
    expect(checkCardData({ ...card, gender: 'female' }, today)).toEqual(['id_gender_mismatch']);
  });

  it('id_format_invalid alone for a number that is neither a CCCD nor a CMND', () => {
    expect(check({ idCode: '07909012345' })).toEqual(['id_format_invalid']);
    expect(check({ idCode: '079690123456' })).toEqual(['id_format_invalid']);
    expect(check({ idCode: '097090123456' })).toEqual(['id_format_invalid']);
    expect(check({ idCode: '07909012345a' })).toEqual(['id_format_invalid']);
  });

  it('id_old_cmnd alone for a 9-digit CMND (its own expiry rule is not checked)', () => {
    expect(check({ idCode: '023456789' })).toEqual(['id_old_cmnd']);
  });

  it('id_birth_date_future (the issue date cannot then be after the birth)', () => {
    expect(
      check(
        { idCode: '079225123456', dateOfBirth: '2025-06-02', idDate: '2025-06-01' },
        '2025-06-01',
      ),
    ).toEqual(['id_birth_date_future', 'id_issue_before_birth']);
  });

  it('id_under_14 alone, instead of id_under_18', () => {
    const child = {
      idCode: '079212123456',
      dateOfBirth: '2012-01-01',
      idDate: '2024-08-01', // at 12: within 2 years of 14, so valid to 25
      idExpiry: '2037-01-01',
    };
    expect(check(child, '2025-12-31')).toEqual(['id_under_14']);
    expect(check(child, '2026-01-01')).toEqual(['id_under_18']);
  });

  it('id_under_18 alone, up to the day before the 18th birthday', () => {
    const teen = {
      idCode: '079207123456',
      dateOfBirth: '2007-06-02',
      idDate: '2022-03-01',
      idExpiry: '2032-06-02',
    };
    expect(check(teen, '2025-06-01')).toEqual(['id_under_18']);
    expect(check(teen, '2025-06-02')).toEqual([]);
  });

  it('id_birth_year_mismatch alone', () => {
    expect(check({ dateOfBirth: '1991-05-15', idExpiry: '2031-05-15' })).toEqual([
      'id_birth_year_mismatch',
    ]);
  });

  it('id_gender_mismatch alone', () => {
    expect(check({ gender: 'female' })).toEqual(['id_gender_mismatch']);
    expect(check({ idCode: '079190123456', gender: 'female' })).toEqual([]);
  });

  it('id_issue_date_future alone; issued today is fine', () => {
    expect(check({ idDate: '2025-06-02' })).toEqual(['id_issue_date_future']);
    expect(check({ idDate: '2025-06-01' })).toEqual([]);
  });

  it('id_issue_before_birth alone, on the birth date too', () => {
    expect(check({ idDate: '1990-05-14' })).toEqual(['id_issue_before_birth']);
    expect(check({ idDate: '1990-05-15' })).toEqual(['id_issue_before_birth']);
    expect(check({ idDate: '1990-05-16', idExpiry: '2004-05-15' }, '2000-01-01')).toEqual([
      'id_under_14',
    ]);
  });

  it('id_expired alone, from the expiry date itself (spec §5: expiry after today)', () => {
    expect(check({}, '2030-05-14')).toEqual([]);
    expect(check({}, '2030-05-15')).toEqual(['id_expired']);
    expect(check({}, '2030-05-16')).toEqual(['id_expired']);
    expect(check({ idDate: '2010-01-01', idExpiry: '2015-05-15' })).toEqual(['id_expired']);
  });

  it('id_expired by the milestone rule when the printed expiry was not read', () => {
    expect(check({ idDate: '2010-01-01', idExpiry: undefined })).toEqual(['id_expired']);
  });

  it('id_expiry_mismatch alone for a printed expiry off the milestone rule', () => {
    expect(check({ idExpiry: '2031-05-15' })).toEqual(['id_expiry_mismatch']);
    expect(check({ idExpiry: '2036-04-10' })).toEqual(['id_expiry_mismatch']); // issue + 15 years
    expect(check({ idExpiry: null })).toEqual(['id_expiry_mismatch']); // "unlimited" at 30
  });

  it('unlimited only from 58 at issue: 57 years 364 days is not enough', () => {
    const senior = { idCode: '079060123456', dateOfBirth: '1960-01-01' };
    expect(check({ ...senior, idDate: '2017-12-31', idExpiry: '2020-01-01' })).toEqual([
      'id_expired',
    ]);
    expect(check({ ...senior, idDate: '2017-12-31', idExpiry: null })).toEqual([
      'id_expired',
      'id_expiry_mismatch',
    ]);
    expect(check({ ...senior, idDate: '2018-01-01', idExpiry: null })).toEqual([]);
    expect(check({ ...senior, idDate: '2018-01-01', idExpiry: '2030-01-01' })).toEqual([
      'id_expiry_mismatch',
    ]);
  });

  it('id_nationality_invalid alone when the card names another nationality', () => {
    expect(check({ nationality: 'Hàn Quốc' })).toEqual(['id_nationality_invalid']);
    for (const nationality of ['VN', 'VNM', 'Việt Nam', 'VIỆT NAM', 'Viet Nam', 'Vietnamese'])
      expect(check({ nationality })).toEqual([]);
  });

  const typed = {
    idCode: card.idCode,
    fullName: 'Nguyễn Văn An',
    dateOfBirth: card.dateOfBirth,
    gender: 'male' as const,
    address: card.address,
  };

  it('accepts typed data equal to the card up to case, spaces, punctuation and Unicode form', () => {
    expect(checkCardData(card, { today, typed })).toEqual([]);
    expect(
      checkCardData(card, {
        today,
        typed: {
          ...typed,
          fullName: '  nguyễn   VĂN an '.normalize('NFD'),
          address: 'số 12 đường lê lợi  phường bến nghé, quận 1 tp hồ chí minh',
        },
      }),
    ).toEqual([]);
  });

  it.each([
    ['idCode', '079090123457'],
    ['fullName', 'NGUYEN VAN AN'], // diacritics must match
    ['fullName', 'Nguyễn Văn Ân'],
    ['dateOfBirth', '1990-05-16'],
    ['gender', 'female'],
  ] as const)('id_qr_mismatch alone when the typed %s is %j', (field, value) => {
    expect(checkCardData(card, { today, typed: { ...typed, [field]: value } })).toEqual([
      'id_qr_mismatch',
    ]);
  });

  it('id_qr_address_mismatch alone for another address', () => {
    expect(
      checkCardData(card, {
        today,
        typed: {
          ...typed,
          address: 'Số 14, Đường Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
        },
      }),
    ).toEqual(['id_qr_address_mismatch']);
    // Nothing to compare: no check.
    expect(checkCardData(card, { today, typed: { ...typed, address: undefined } })).toEqual([]);
  });

  it('lists several codes in the fixed order of ID_CODES', () => {
    const codes = checkCardData(
      {
        ...card,
        dateOfBirth: '1991-05-15',
        gender: 'female',
        idDate: '2010-01-01',
        idExpiry: '2025-01-01',
        nationality: 'Lào',
      },
      { today, typed: { ...typed, fullName: 'Trần Thị Bình', address: 'Một nơi rất khác hẳn' } },
    );
    expect(codes).toEqual([
      'id_birth_year_mismatch',
      'id_gender_mismatch',
      'id_expired',
      'id_expiry_mismatch',
      'id_nationality_invalid',
      'id_qr_address_mismatch',
      'id_qr_mismatch',
    ]);
    const order = codes.map((code) => ID_CODES.indexOf(code));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('throws on a date that is not YYYY-MM-DD (callers validate first)', () => {
    expect(() => check({ dateOfBirth: '15/05/1990' })).toThrow(RangeError);
    expect(() => check({}, '2025-13-01')).toThrow(RangeError);
  });
});

describe('precheckIdNumber', () => {
  const today = '2025-06-01';

  it('reads the facts of a CCCD number alone', () => {
    expect(precheckIdNumber('079090123456', { today })).toEqual({
      kind: 'cccd',
      facts: { gender: 'male', birthYear: 1990, province: '079' },
      problems: [],
    });
  });

  it('gives the expiry once birth and issue dates are known', () => {
    expect(
      precheckIdNumber('079090123456', {
        today,
        dateOfBirth: '1990-05-15',
        gender: 'male',
        idDate: '2013-05-15',
      }),
    ).toMatchObject({ expiry: '2030-05-15', problems: [] });
    expect(
      precheckIdNumber('079060123456', { today, dateOfBirth: '1960-01-01', idDate: '2018-01-01' })
        .expiry,
    ).toBeNull();
  });

  it('explains the old CMND and a malformed number', () => {
    expect(precheckIdNumber('123456789', { today })).toEqual({
      kind: 'cmnd9',
      facts: null,
      problems: ['id_old_cmnd'],
    });
    expect(precheckIdNumber('0790901234', { today }).problems).toEqual(['id_format_invalid']);
  });

  it('compares the number with what is typed so far, ignoring half-typed dates', () => {
    expect(
      precheckIdNumber('079090123456', { today, dateOfBirth: '1991-05-15', gender: 'female' })
        .problems,
    ).toEqual(['id_birth_year_mismatch', 'id_gender_mismatch']);
    expect(precheckIdNumber('079090123456', { today, dateOfBirth: '1991-05' }).problems).toEqual(
      [],
    );
    expect(precheckIdNumber('079208123456', { today, dateOfBirth: '2008-01-01' }).problems).toEqual(
      ['id_under_18'],
    );
    expect(
      precheckIdNumber('079090123456', { today, dateOfBirth: '1990-05-15', idDate: '2010-01-01' })
        .problems,
    ).toEqual(['id_expired']);
  });

  it('maps every problem it can give to a contact-info field', () => {
    // Only a card (or the API) tells these; the typed number and dates cannot.
    const cardOnly = new Set([
      'id_expiry_mismatch',
      'id_nationality_invalid',
      'id_qr_address_mismatch',
      'id_qr_mismatch',
      'id_card_existed',
      'invalid_phone',
    ]);
    const fields = ID_PROBLEM_FIELDS as Partial<Record<string, string>>;
    for (const code of ID_CODES.filter((c) => !cardOnly.has(c)))
      expect(fields[code]).toMatch(/^(idCode|dateOfBirth|idDate)$/);
  });
});

describe('samePersonName and sameAddress', () => {
  it('ignore case and spaces but not diacritics', () => {
    expect(samePersonName('Đặng Thị Ánh', 'ĐẶNG  THỊ ÁNH ')).toBe(true);
    expect(samePersonName('Đặng Thị Ánh', 'Dang Thi Anh')).toBe(false);
    expect(sameAddress('12 Lê Lợi, Q.1', '12 lê lợi q 1')).toBe(true);
    expect(sameAddress('12 Lê Lợi', '12 Le Loi')).toBe(false);
  });
});
