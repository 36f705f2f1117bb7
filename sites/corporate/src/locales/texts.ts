import en from './en';
import vi from './vi';

/** Both languages' corporate texts at once, for tests (the site loads one language at a time). */
export const corporateTexts = { vi, en };
