import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { createCvStores, type CvStores } from './createCvStores';

/**
 * The CVs (`cv`) and the job actions with the saved and applied lists (`jobActions`), made on
 * first use: their classes load with the routes that use them, not with the site's entry.
 */
export function useCvStores(): CvStores {
  return useStores().cvStores.get(createCvStores);
}
