import en from './en/corporate.json';
import enNews from './en/news.json';
import enServices from './en/services.json';
import vi from './vi/corporate.json';
import viNews from './vi/news.json';
import viServices from './vi/services.json';

/** The corporate namespace: each feature group keeps its own top-level keys in its own file. */
export const corporateResources = {
  vi: { ...vi, ...viNews, ...viServices },
  en: { ...en, ...enNews, ...enServices },
};
