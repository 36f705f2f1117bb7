import { describeLocaleParity } from '@brokerage/shared/testing/localeParity.ts';
import en from './en/corporate.json';
import enNews from './en/news.json';
import enServices from './en/services.json';
import vi from './vi/corporate.json';
import viNews from './vi/news.json';
import viServices from './vi/services.json';

describeLocaleParity('corporate', { vi, en });
describeLocaleParity('corporate news', { vi: viNews, en: enNews });
describeLocaleParity('corporate services', { vi: viServices, en: enServices });
