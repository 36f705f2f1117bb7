import { IconCoins } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { CallToAction } from '../../../../lib/catalog/CallToAction/CallToAction';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { TitledSection } from '../../../../lib/content/TitledSection/TitledSection';
import { LoadedList } from '../../../../lib/content/LoadedList/LoadedList';
import { BondTable } from '../BondTable/BondTable';

/** TPDN: the page's text, the bonds on offer, and the way to register for bond trading. */
export function BondsTemplate({ page }: { page: Page }) {
  return (
    <TemplatePage page={page}>
      <BondProducts />
      <CallToAction copy="bonds.register" route="transactionRegister" icon={<IconCoins size={28} />} />
    </TemplatePage>
  );
}

const BondProducts = observer(function BondProducts() {
  const { bonds: store } = useStores();
  const { t } = useTranslation('corporate');
  return (
    <TitledSection headingId="bond-products" title={t('bonds.tableTitle')}>
      <LoadedList state={store.products} load={store.load} noData="bonds.empty">
        {(locale) => <BondTable products={store.sorted} locale={locale} />}
      </LoadedList>
    </TitledSection>
  );
});
