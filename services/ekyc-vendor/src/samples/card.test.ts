import { cardExpiry, checkCardData } from '@brokerage/shared/validation/ekyc/cccd.ts';
import { SAMPLE_CARD } from './card';
import { SAMPLE_PORTRAIT } from './portrait';
import { EXPIRED_CARD, underFourteenCard } from './write-samples';

const TODAY = '2026-05-20';
const data = ({ expiryDate, ...card }: typeof SAMPLE_CARD) => ({ ...card, idExpiry: expiryDate });

describe('the sample identities', () => {
  it('the demo card is sound: its number, dates and printed expiry follow the rules', () => {
    expect(SAMPLE_CARD.gender).toBe(SAMPLE_PORTRAIT.gender);
    expect(cardExpiry(SAMPLE_CARD.dateOfBirth, SAMPLE_CARD.idDate)).toBe(SAMPLE_CARD.expiryDate);
    expect(checkCardData(data(SAMPLE_CARD), TODAY)).toEqual([]);
    expect(SAMPLE_CARD.address.length).toBeGreaterThanOrEqual(15);
  });

  it('the fraud samples fail on their one problem', () => {
    const child = underFourteenCard(TODAY);
    expect(child.dateOfBirth).toBe('2014-04-10');
    expect(checkCardData(data(child), TODAY)).toEqual(['id_under_14']);
    expect(checkCardData(data(EXPIRED_CARD), TODAY)).toEqual(['id_expired']);
  });
});
