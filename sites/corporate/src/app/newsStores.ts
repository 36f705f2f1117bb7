import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { createCalendarFeatureStores } from '../features/calendar/stores/calendarStores';
import { HomeNewsStore } from '../features/home/stores/HomeNewsStore';
import { createNewsFeatureStores } from '../features/news/stores/newsStores';
import { createReportFeatureStores } from '../features/reports/stores/reportStores';
import { createVideoFeatureStores } from '../features/videos/stores/videoStores';

/**
 * Stores of the news features (news, disclosures, exchange news, videos, reports, calendar and
 * the home's news block), composed into the corporate RootStore. Every list follows spec §9's
 * data rules: one request, no retry, nothing refetched on mount or focus while its answer is
 * on screen.
 */
export function createNewsStores({
  api,
  recaptcha,
}: Pick<BaseStores, 'api' | 'content' | 'recaptcha'>) {
  return {
    ...createNewsFeatureStores(api),
    ...createVideoFeatureStores(api),
    ...createReportFeatureStores(api, {
      getRecaptchaToken: () => recaptcha.token('download'),
    }),
    ...createCalendarFeatureStores(api),
    homeNews: new HomeNewsStore(api),
  };
}
