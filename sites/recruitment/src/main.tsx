import { startSite } from '@brokerage/shared/ui';
import { createStores } from './app/RootStore';
import { catchAll, pages } from './app/pages';
import en from './locales/en/recruitment.json';
import vi from './locales/vi/recruitment.json';

startSite({ site: 'recruitment', resources: { vi, en }, pages, catchAll, createStores });
