/** Spec §9: years in pickers run from 1940 to the current year. */
export const MIN_PICKER_YEAR = 1940;
export const MIN_PICKER_DATE = `${MIN_PICKER_YEAR}-01-01`;
