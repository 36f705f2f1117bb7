import type { BaseStores } from '@brokerage/shared/ui';

/** Stores of the services features, composed into the corporate RootStore. */
export function createServicesStores(_base: Pick<BaseStores, 'api' | 'content'>) {
  return {};
}
