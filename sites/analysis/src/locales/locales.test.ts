import { describe, expect, it } from 'vitest';
import { describeLocaleParity } from '@brokerage/shared/testing/localeParity.ts';
import en from './en/analysis.json';
import enAssessment from './en/assessment.json';
import enCorporateActions from './en/corporateActions.json';
import enFinancials from './en/financials.json';
import enHeatmap from './en/heatmap.json';
import enMarketEvents from './en/marketEvents.json';
import enPeers from './en/peers.json';
import enPriceBoard from './en/priceBoard.json';
import enProfile from './en/profile.json';
import enRecommendations from './en/recommendations.json';
import enResearch from './en/research.json';
import enScreener from './en/screener.json';
import enTechnical from './en/technical.json';
import vi from './vi/analysis.json';
import viAssessment from './vi/assessment.json';
import viCorporateActions from './vi/corporateActions.json';
import viFinancials from './vi/financials.json';
import viHeatmap from './vi/heatmap.json';
import viMarketEvents from './vi/marketEvents.json';
import viPeers from './vi/peers.json';
import viPriceBoard from './vi/priceBoard.json';
import viProfile from './vi/profile.json';
import viRecommendations from './vi/recommendations.json';
import viResearch from './vi/research.json';
import viScreener from './vi/screener.json';
import viTechnical from './vi/technical.json';

describeLocaleParity('analysis', { vi, en });
describeLocaleParity('analysis technical', { vi: viTechnical, en: enTechnical });
describeLocaleParity('analysis financials', { vi: viFinancials, en: enFinancials });
describeLocaleParity('analysis profile', { vi: viProfile, en: enProfile });
describeLocaleParity('analysis corporateActions', {
  vi: viCorporateActions,
  en: enCorporateActions,
});
describeLocaleParity('analysis research', { vi: viResearch, en: enResearch });
describeLocaleParity('analysis recommendations', { vi: viRecommendations, en: enRecommendations });
describeLocaleParity('analysis assessment', { vi: viAssessment, en: enAssessment });
describeLocaleParity('analysis screener', { vi: viScreener, en: enScreener });
describeLocaleParity('analysis priceBoard', { vi: viPriceBoard, en: enPriceBoard });
describeLocaleParity('analysis marketEvents', { vi: viMarketEvents, en: enMarketEvents });
describeLocaleParity('analysis heatmap', { vi: viHeatmap, en: enHeatmap });
describeLocaleParity('analysis peers', { vi: viPeers, en: enPeers });

// heatmap.json is merged into the `heatmap` of analysis.json (which keeps the texts the
// dashboard's first visit draws): a key in both would silently show analysis.json's.
describe('analysis heatmap texts', () => {
  it('repeat none of the heatmap texts analysis.json keeps', () => {
    for (const [own, kept] of [
      [viHeatmap, vi.heatmap],
      [enHeatmap, en.heatmap],
    ] as const)
      expect(Object.keys(own).filter((key) => key in kept)).toEqual([]);
  });
});
