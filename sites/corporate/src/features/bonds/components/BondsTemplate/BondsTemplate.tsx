import { Stack, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { CallToAction } from '../../../../lib/catalog/CallToAction/CallToAction';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { BondTable } from '../BondTable/BondTable';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** TPDN: the page's text, the bonds on offer, and the way to register for bond trading. */
export function BondsTemplate({ page }: { page: Page }) {
  const { t } = useTranslation('corporate');
  return (
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      <BondProducts />
      <CallToAction
        title={t('bonds.register.title')}
        text={t('bonds.register.text')}
        action={t('bonds.register.action')}
        route="registerBondTrading"
        icon={<IconCoins size={28} />}
      />
      <PageBlocks blocks={page.blocks} />
    </PageFrame>
  );
}

const BondProducts = observer(function BondProducts() {
  const { bonds: store } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');
  useLoad((locale) => store.load(locale), [store], store.products);
  return (
    <Stack component="section" gap="md" aria-labelledby="bond-products">
      <Title order={2} id="bond-products">
        {t('bonds.tableTitle')}
      </Title>
      <ListStatus state={store.products} noDataMessage={t('bonds.empty')}>
        <BondTable products={store.sorted} locale={locale} />
      </ListStatus>
    </Stack>
  );
});
