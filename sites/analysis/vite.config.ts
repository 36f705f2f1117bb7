import { siteConfig } from '../vite.site.ts';

export default siteConfig('analysis');
