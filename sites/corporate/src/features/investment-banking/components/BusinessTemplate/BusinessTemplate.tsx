import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { ItemGrid } from '../../../../lib/catalog/ItemGrid/ItemGrid';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** HTGD_BUSINESS: the page's text, then the investment-banking business lines. */
export function BusinessTemplate({ page }: { page: Page }) {
  return (
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      <BusinessLines />
      <PageBlocks blocks={page.blocks} />
    </PageFrame>
  );
}

const BusinessLines = observer(function BusinessLines() {
  const { investmentBanking: store } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');
  useLoad((locale) => store.loadBusinessLines(locale), [store], store.businessLines);
  return (
    <ListStatus state={store.businessLines} noDataMessage={t('investmentBanking.empty')}>
      <ItemGrid items={(store.businessLines.value ?? []).map(withIcon)} locale={locale} headingOrder={2} />
    </ListStatus>
  );
});

/** Business lines carry no icon of their own. */
const withIcon = <T extends object>(item: T) => ({ ...item, attrs: { icon: 'briefcase' } });
