import { describe, expect, it } from 'vitest';
import { capitalHistory, company } from '../testing/profileFixtures';
import { listingFactsOf } from './listingFacts';

describe('listingFactsOf', () => {
  it('says nothing of an offering or the first listing that the history does not hold', () => {
    const facts = listingFactsOf({ ...company, listingDate: '2000-01-01' }, []);
    expect(facts.ipo).toBeNull();
    expect(facts.sharesAtListing).toBeNull();
    expect(facts.charterCapitalAtListing).toBeNull();
    expect(facts.exchange).toBe('HOSE');
  });

  it('counts a change of capital on the listing day itself', () => {
    const facts = listingFactsOf({ ...company, listingDate: '2008-01-16' }, capitalHistory);
    expect(facts.sharesAtListing).toBe(519_562_354);
  });
});
