import { describe, expect, it } from 'vitest';
import {
  buildPath,
  classifyLink,
  cmsPath,
  localeFromPath,
  matchPath,
  siteForPath,
  translatePath,
} from './paths';
import { homePath } from './pathPolicy';
import { ANALYSIS_SUB_PAGES, ROUTES, isRecruitmentTemplate } from './routes';

describe('route table', () => {
  it('has unique ids and unique segments per language', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const locale of ['vi', 'en'] as const) {
      const segments = ROUTES.map((r) => r[locale]);
      expect(new Set(segments).size).toBe(segments.length);
    }
  });

  it('gives the analysis centre the spec’s eleven sub-pages, the screener, the price board and the events calendar', () => {
    const beyondSpec: readonly string[] = ['screener', 'priceBoard', 'marketEvents'];
    expect(ANALYSIS_SUB_PAGES.filter((page) => !beyondSpec.includes(page.id))).toHaveLength(11);
    expect(buildPath('analysisCenter', 'en', { subPage: 'priceBoard' })).toBe('/en/analysis-center/price-board');
    expect(buildPath('analysisCenter', 'vi', { subPage: 'marketEvents' })).toBe('/trung-tam-phan-tich/lich-su-kien');
    expect(buildPath('analysisCenter', 'en', { subPage: 'marketEvents' })).toBe('/en/analysis-center/market-events');
    expect(buildPath('analysisCenter', 'vi', { subPage: 'screener' })).toBe('/trung-tam-phan-tich/bo-loc-co-phieu');
    expect(buildPath('analysisCenter', 'en', { subPage: 'raisingHistory' })).toBe('/en/analysis-center/rasing-history');
  });

  it('assigns the owning sites of design §4', () => {
    expect(siteForPath('/trung-tam-phan-tich/ho-so-doanh-nghiep')).toBe('analysis');
    expect(siteForPath('/bao-cao-phan-tich/12')).toBe('analysis');
    expect(siteForPath('/en/analysis-reports')).toBe('analysis');
    expect(siteForPath('/tuyen-dung')).toBe('recruitment');
    expect(siteForPath('/en/login')).toBe('recruitment');
    expect(siteForPath('/dang-nhap')).toBe('recruitment');
    expect(siteForPath('/ekyc')).toBe('onboarding');
    expect(siteForPath('/en/register-bond-trading')).toBe('onboarding');
    expect(siteForPath('/')).toBe('corporate');
    expect(siteForPath('/lien-he')).toBe('corporate');
    expect(siteForPath('/login-sso')).toBe('corporate');
    expect(siteForPath('/gioi-thieu-chung')).toBe('corporate');
  });
});

describe('matchPath', () => {
  it('reads the language from the first segment only', () => {
    expect(localeFromPath('/en/recruitment')).toBe('en');
    expect(localeFromPath('/tuyen-dung')).toBe('vi');
    expect(localeFromPath('/fr/abc')).toBe('vi');
    expect(localeFromPath('/')).toBe('vi');
    expect(localeFromPath('/english')).toBe('vi');
  });

  it('matches homes, routes, slugs, ids and sub-pages', () => {
    expect(matchPath('/')).toMatchObject({ kind: 'home', locale: 'vi' });
    expect(matchPath('/en')).toMatchObject({ kind: 'home', locale: 'en' });
    expect(matchPath('/en/')).toMatchObject({ kind: 'home', locale: 'en' });
    expect(matchPath('/bo-may-quan-ly-chi-tiet/ban-dieu-hanh')).toMatchObject({
      kind: 'route',
      slug: 'ban-dieu-hanh',
    });
    expect(matchPath('/bao-cao-phan-tich/42')).toMatchObject({ kind: 'route', id: '42' });
    expect(matchPath('/en/analysis-center/business-profile')).toMatchObject({
      kind: 'route',
      site: 'analysis',
      subPage: { id: 'businessProfile' },
    });
    expect(matchPath('/chi-tiet-tin-tuc-va-su-kien-bond/trai-phieu-moi')).toMatchObject({
      kind: 'route',
      route: { id: 'newsDetail:bond' },
    });
  });

  it('rejects wrong shapes of known routes on the owning site', () => {
    expect(matchPath('/ekyc/extra')).toEqual({ kind: 'notFound', locale: 'vi', site: 'onboarding' });
    expect(matchPath('/bo-may-quan-ly-chi-tiet')).toMatchObject({ kind: 'notFound', site: 'corporate' });
    expect(matchPath('/bao-cao-phan-tich/abc')).toMatchObject({ kind: 'notFound', site: 'analysis' });
    expect(matchPath('/trung-tam-phan-tich/khong-co')).toMatchObject({ kind: 'notFound', site: 'analysis' });
  });

  it('treats unknown single segments as CMS slugs and deeper paths as unknown', () => {
    expect(matchPath('/gioi-thieu-chung')).toEqual({ kind: 'cms', locale: 'vi', site: 'corporate', slug: 'gioi-thieu-chung' });
    expect(matchPath('/en/about-us')).toMatchObject({ kind: 'cms', locale: 'en', slug: 'about-us' });
    // A Vietnamese route segment under /en is not the English route.
    expect(matchPath('/en/tuyen-dung')).toMatchObject({ kind: 'cms', locale: 'en' });
    expect(matchPath('/fr/abc')).toMatchObject({ kind: 'unknown', locale: 'vi' });
  });

  it('survives encoded junk', () => {
    expect(matchPath('/%E0%A4%A')).toMatchObject({ kind: 'notFound' });
    expect(matchPath('/..%2f..%2fetc')).toMatchObject({ kind: 'notFound' });
    expect(matchPath('/a%00b')).toMatchObject({ kind: 'notFound' });
    expect(matchPath('/chứng-khoán')).toMatchObject({ kind: 'cms', slug: 'chứng-khoán' });
  });
});

describe('buildPath', () => {
  it('builds both languages with params and query', () => {
    expect(buildPath('home', 'vi')).toBe('/');
    expect(buildPath('home', 'en')).toBe('/en');
    expect(buildPath('contact', 'vi')).toBe('/lien-he');
    expect(buildPath('appliedJob', 'en')).toBe('/en/rm-applied-job');
    expect(buildPath('analysisReports', 'vi', { id: 7, query: { login: true } })).toBe('/bao-cao-phan-tich/7?login=true');
    expect(buildPath('analysisCenter', 'vi', { subPage: 'stockInformation', query: { stock_symbol: 'FPT', x: undefined } })).toBe(
      '/trung-tam-phan-tich/thong-tin-co-phieu?stock_symbol=FPT',
    );
    expect(cmsPath('về chúng tôi', 'en')).toBe('/en/v%E1%BB%81%20ch%C3%BAng%20t%C3%B4i');
    expect(homePath('vi')).toBe('/');
  });

  it('throws on an unknown sub-page rather than building a broken URL', () => {
    expect(() => buildPath('analysisCenter', 'vi', { subPage: 'nope' })).toThrow();
  });
});

describe('translatePath (language switch)', () => {
  const translations = [
    { locale: 'vi', slug: 'gioi-thieu-chung' },
    { locale: 'en', slug: 'general-introduction' },
  ];

  it('goes to the translated slug of a CMS page', () => {
    expect(translatePath({ pathname: '/gioi-thieu-chung' }, 'en', translations)).toBe('/en/general-introduction');
    expect(translatePath({ pathname: '/en/general-introduction' }, 'vi', translations)).toBe('/gioi-thieu-chung');
  });

  it('falls back to the home of the language without a translation', () => {
    expect(translatePath({ pathname: '/gioi-thieu-chung' }, 'en', [])).toBe('/en');
    expect(translatePath({ pathname: '/a/b/c' }, 'en')).toBe('/en');
    expect(translatePath({ pathname: '/en' }, 'vi')).toBe('/');
  });

  it('translates fixed routes and keeps their query', () => {
    expect(translatePath({ pathname: '/tuyen-dung' }, 'en')).toBe('/en/recruitment');
    expect(translatePath({ pathname: '/en/search-results', search: '?keyword=bond' }, 'vi')).toBe('/ket-qua-tim-kiem?keyword=bond');
    expect(translatePath({ pathname: '/bao-cao-phan-tich/12', search: '?login=true' }, 'en')).toBe('/en/analysis-reports/12?login=true');
  });

  it('keeps stock_symbol and the page’s filters on analysis pages, repeats included', () => {
    expect(
      translatePath({ pathname: '/trung-tam-phan-tich/ho-so-doanh-nghiep', search: '?stock_symbol=VNM' }, 'en'),
    ).toBe('/en/analysis-center/business-profile?stock_symbol=VNM');
    expect(
      translatePath({ pathname: '/en/analysis-center/stock-screener', search: '?exchange=HOSE&exchange=HNX&pe_max=15' }, 'vi'),
    ).toBe('/trung-tam-phan-tich/bo-loc-co-phieu?exchange=HOSE&exchange=HNX&pe_max=15');
    expect(translatePath({ pathname: '/en/analysis-center' }, 'vi')).toBe('/trung-tam-phan-tich');
  });

  it('uses translated slugs for slugged routes', () => {
    expect(
      translatePath({ pathname: '/chi-tiet-cong-bo-thong-tin/bao-cao-quy' }, 'en', [
        { locale: 'en', slug: 'quarterly-report' },
      ]),
    ).toBe('/en/disclosure-news-detail/quarterly-report');
  });
});

describe('classifyLink', () => {
  it('tells same-site, other-site, storage and external apart', () => {
    expect(classifyLink('/lien-he', 'corporate')).toBe('same-site');
    expect(classifyLink('/gioi-thieu-chung', 'corporate')).toBe('same-site');
    expect(classifyLink('/tuyen-dung', 'corporate')).toBe('other-site');
    expect(classifyLink('/en/analysis-center?stock_symbol=FPT', 'analysis')).toBe('same-site');
    expect(classifyLink('/', 'recruitment')).toBe('other-site');
    expect(classifyLink('/api/v1/files/bao-cao.pdf', 'corporate')).toBe('storage');
    expect(classifyLink('/uploads/x.PDF', 'corporate')).toBe('storage');
    expect(classifyLink('https://example.com', 'corporate')).toBe('external');
    expect(classifyLink('http://example.com', 'corporate')).toBe('external');
    expect(classifyLink('tel:1900989999', 'corporate')).toBe('external');
    expect(classifyLink('//evil.example', 'corporate')).toBe('external');
  });
});

describe('isRecruitmentTemplate', () => {
  it('recognises the RECRUITMENT family only', () => {
    expect(isRecruitmentTemplate('RECRUITMENT_ABOUT_US')).toBe(true);
    expect(isRecruitmentTemplate('HOME')).toBe(false);
  });
});
