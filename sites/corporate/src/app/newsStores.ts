import type { BaseStores } from '@brokerage/shared/ui';

/** Stores of the news features, composed into the corporate RootStore. */
export function createNewsStores(_base: Pick<BaseStores, 'api' | 'content'>) {
  return {};
}
