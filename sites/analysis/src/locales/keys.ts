import type { SameKeys } from '@brokerage/shared/i18n/keys.ts';
import type en from './en/analysis.json';
import type enAssessment from './en/assessment.json';
import type enCorporateActions from './en/corporateActions.json';
import type enFinancials from './en/financials.json';
import type enHeatmap from './en/heatmap.json';
import type enMarketEvents from './en/marketEvents.json';
import type enPeers from './en/peers.json';
import type enPriceBoard from './en/priceBoard.json';
import type enProfile from './en/profile.json';
import type enRecommendations from './en/recommendations.json';
import type enResearch from './en/research.json';
import type enScreener from './en/screener.json';
import type enTechnical from './en/technical.json';
import type vi from './vi/analysis.json';
import type viAssessment from './vi/assessment.json';
import type viCorporateActions from './vi/corporateActions.json';
import type viFinancials from './vi/financials.json';
import type viHeatmap from './vi/heatmap.json';
import type viMarketEvents from './vi/marketEvents.json';
import type viPeers from './vi/peers.json';
import type viPriceBoard from './vi/priceBoard.json';
import type viProfile from './vi/profile.json';
import type viRecommendations from './vi/recommendations.json';
import type viResearch from './vi/research.json';
import type viScreener from './vi/screener.json';
import type viTechnical from './vi/technical.json';

// This site's namespace for typed keys: `t('…')` is checked against the Vietnamese texts. Each
// lazily loaded page's texts sit in their own file, merged under its key (site.ts).
declare module '@brokerage/shared/i18n/keys.ts' {
  interface Resources {
    analysis: typeof vi & {
      technical: typeof viTechnical;
      financials: typeof viFinancials;
      profile: typeof viProfile;
      corporateActions: typeof viCorporateActions;
      research: typeof viResearch;
      recommendations: typeof viRecommendations;
      assessment: typeof viAssessment;
      screener: typeof viScreener;
      priceBoard: typeof viPriceBoard;
      marketEvents: typeof viMarketEvents;
      peers: typeof viPeers;
      // The heatmap's own texts, merged into the `heatmap` of analysis.json, which keeps those
      // the dashboard's first visit draws (its heading, intro and legend: SectorHeatmapPlaceholder).
      heatmap: typeof viHeatmap;
    };
  }
}

/** The English texts have exactly the Vietnamese keys: a type error names the ones that differ. */
export const sameKeys: SameKeys<typeof vi, typeof en> = true;
export const sameTechnicalKeys: SameKeys<typeof viTechnical, typeof enTechnical> = true;
export const sameFinancialsKeys: SameKeys<typeof viFinancials, typeof enFinancials> = true;
export const sameProfileKeys: SameKeys<typeof viProfile, typeof enProfile> = true;
export const sameCorporateActionsKeys: SameKeys<
  typeof viCorporateActions,
  typeof enCorporateActions
> = true;
export const sameResearchKeys: SameKeys<typeof viResearch, typeof enResearch> = true;
export const sameRecommendationsKeys: SameKeys<typeof viRecommendations, typeof enRecommendations> =
  true;
export const sameAssessmentKeys: SameKeys<typeof viAssessment, typeof enAssessment> = true;
export const sameScreenerKeys: SameKeys<typeof viScreener, typeof enScreener> = true;
export const samePriceBoardKeys: SameKeys<typeof viPriceBoard, typeof enPriceBoard> = true;
export const sameMarketEventsKeys: SameKeys<typeof viMarketEvents, typeof enMarketEvents> = true;
export const sameHeatmapKeys: SameKeys<typeof viHeatmap, typeof enHeatmap> = true;
export const samePeersKeys: SameKeys<typeof viPeers, typeof enPeers> = true;
