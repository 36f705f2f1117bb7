import { startSite } from '@brokerage/shared/ui';
import { createStores } from './app/RootStore';
import { catchAll, pages } from './app/pages';
import { corporateResources } from './locales/resources';

void startSite({ site: 'corporate', resources: corporateResources, pages, catchAll, createStores });
