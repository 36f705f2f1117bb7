import { startSite } from '@brokerage/shared/ui';
import { site } from './site';

void startSite(site);
