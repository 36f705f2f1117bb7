import { startSite } from '@brokerage/shared/ui';
import { createStores } from './app/RootStore';
import { catchAll, pages } from './app/pages';
import en from './locales/en/corporate.json';
import vi from './locales/vi/corporate.json';

startSite({ site: 'corporate', resources: { vi, en }, pages, catchAll, createStores });
