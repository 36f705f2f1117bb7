import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { createAccountStores, type AccountStores } from './createAccountStores';

/**
 * Registration, the forgotten password and the candidate's own account, made on first use:
 * their classes load with the account routes, not with the site's entry.
 */
export function useAccountStores(): AccountStores {
  return useStores().accountStores.get(createAccountStores);
}
