import { Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { cmsPath } from '@brokerage/shared/routing/paths.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { ItemDetail } from '../../../../lib/catalog/ItemDetail/ItemDetail';
import { ExportPdfButton } from '../ExportPdfButton/ExportPdfButton';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** `chi-tiet-ho-tro-giao-dich/:slug`: one guide, its PDF export, the others of its category. */
export const InstructDetailPage = observer(function InstructDetailPage() {
  const { instructs: store } = useStores();
  const match = usePageMatch();
  const { locale } = match;
  const { t } = useTranslation('corporate');

  useLoad((locale) => store.loadGuidePage(locale), [store], store.guidePage);

  const guideSlug = store.guidePage.value?.slug ?? null;
  return (
    <ItemDetail
      store={store.detail}
      slug={match.kind === 'route' ? match.slug : null}
      locale={locale}
      breadcrumb={(instruct) => [
        { label: t('instructs.section'), href: guideSlug ? cmsPath(guideSlug, locale) : null },
        ...(instruct.category ? [{ label: instruct.category.title }] : []),
      ]}
      subtitle={(instruct) => (
        <Group justify="space-between" align="flex-start" gap="sm">
          {instruct.summary ? (
            <Text size="lg" style={{ flex: '1 1 20rem' }}>
              {instruct.summary}
            </Text>
          ) : (
            <span />
          )}
          <ExportPdfButton store={store} instruct={instruct} />
        </Group>
      )}
      relatedTitle={t('instructs.related')}
    />
  );
});
