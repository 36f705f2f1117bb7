import { createServerRender } from '@brokerage/shared/app/start/renderSite.tsx';
import { site } from './site';

/** The proxy renders this site's pages with it (design §1 "Server rendering"). */
export const render = createServerRender(site);
