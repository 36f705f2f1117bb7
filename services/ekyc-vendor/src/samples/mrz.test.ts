import { SAMPLE_CARD } from './card';
import { checkDigit, mrzLines, mrzName } from './mrz';

describe('the MRZ of the generated back', () => {
  it('computes ICAO 9303 check digits (the specimen passport of Doc 9303)', () => {
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('740812')).toBe('2');
    expect(checkDigit('120415')).toBe('9');
  });

  it('writes names without their marks', () => {
    expect(mrzName('Nguyễn Thị Minh Anh')).toBe('NGUYEN<THI<MINH<ANH');
    expect(mrzName('Đặng')).toBe('DANG');
  });

  it('is three rows of 30 characters from the card', () => {
    const lines = mrzLines(SAMPLE_CARD, SAMPLE_CARD.expiryDate);
    expect(lines.map((line) => line.length)).toEqual([30, 30, 30]);
    expect(lines[0]).toMatch(/^IDVNM194012345\d079194012345<+$/);
    expect(lines[1]).toMatch(/^9408171F3408179VNM<+\d$/);
    expect(lines[2]).toBe('NGUYEN<<THI<MINH<ANH<<<<<<<<<<');
  });
});
