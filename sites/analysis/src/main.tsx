import { startSite } from '@brokerage/shared/ui';
import { createStores } from './app/RootStore';
import { pages } from './app/pages';
import en from './locales/en/analysis.json';
import vi from './locales/vi/analysis.json';

startSite({ site: 'analysis', resources: { vi, en }, pages, createStores });
