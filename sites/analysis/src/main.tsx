import '@brokerage/shared/validation/zodJitless.ts';
import { startSite } from '@brokerage/shared/app/start/startSite.tsx';
import { site } from './site';

void startSite(site);
