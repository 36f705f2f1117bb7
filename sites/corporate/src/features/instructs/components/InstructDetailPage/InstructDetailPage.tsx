import { Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { cmsPath } from '@brokerage/shared/routing/paths.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { DetailGate, ItemPageMeta } from '../../../../lib/catalog/DetailGate/DetailGate';
import { ContentDetailLayout } from '../../../../lib/content/ContentDetailLayout/ContentDetailLayout';
import type { Crumb } from '../../../../lib/content/PageBreadcrumbs/PageBreadcrumbs';
import { RelatedItems } from '../../../../lib/content/RelatedItems/RelatedItems';
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
    <DetailGate store={store.detail} slug={match.kind === 'route' ? match.slug : null}>
      {(instruct) => {
        const breadcrumb: Crumb[] = [
          { label: t('instructs.section'), href: guideSlug ? cmsPath(guideSlug, locale) : null },
          ...(instruct.category ? [{ label: instruct.category.title }] : []),
        ];
        return (
          <>
            <ItemPageMeta item={instruct} />
            <ContentDetailLayout
              breadcrumb={breadcrumb}
              title={instruct.title}
              subtitle={
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
              }
              body={instruct.body}
              aside={
                <RelatedItems
                  title={t('instructs.related')}
                  loading={store.detail.relatedLoading}
                  items={store.detail.related.map((i) => ({ id: i.id, title: i.title, href: i.path ?? contentItemPath(i, locale) }))}
                />
              }
            />
          </>
        );
      }}
    </DetailGate>
  );
});
