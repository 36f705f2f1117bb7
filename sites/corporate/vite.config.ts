import { siteConfig } from '../vite.site';

export default siteConfig('corporate');
