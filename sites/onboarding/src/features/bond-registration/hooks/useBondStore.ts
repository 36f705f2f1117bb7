import { useMemo } from 'react';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { BondRegistrationStore } from '../stores/BondRegistrationStore';

/** The registration's store, made on the first visit of a bond route and kept across them. */
export function useBondStore(): BondRegistrationStore {
  const { bondRegistration } = useStores();
  return useMemo(
    () => bondRegistration.get((options) => new BondRegistrationStore(options)),
    [bondRegistration],
  );
}
