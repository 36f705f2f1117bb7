import { startSite } from '@brokerage/shared/ui';
import { createStores } from './app/RootStore';
import { pages } from './app/pages';
import en from './locales/en/onboarding.json';
import vi from './locales/vi/onboarding.json';

startSite({ site: 'onboarding', resources: { vi, en }, pages, createStores });
