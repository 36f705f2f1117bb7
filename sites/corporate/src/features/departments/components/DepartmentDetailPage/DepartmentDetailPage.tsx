import { Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useRouteSlug } from '../../../../lib/catalog/useRouteSlug';
import { DetailGate, ItemPageMeta } from '../../../../lib/catalog/DetailGate/DetailGate';
import {
  ContentDetailLayout,
} from '../../../../lib/content/ContentDetailLayout/ContentDetailLayout';
import { RelatedItems } from '../../../../lib/content/RelatedItems/RelatedItems';
import { DepartmentMembers } from '../DepartmentMembers/DepartmentMembers';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** `bo-may-quan-ly-chi-tiet/:slug`: the department, its people with their bios, the others. */
export const DepartmentDetailPage = observer(function DepartmentDetailPage() {
  const { departments: store } = useStores();
  const { locale, slug } = useRouteSlug();
  const { t } = useTranslation('corporate');

  useLoad((locale) => store.loadList(locale), [store], store.list);

  return (
    <DetailGate store={store.detail} slug={slug}>
      {(department) => {
        const others = store.departments
          .filter((d) => d.id !== department.id)
          .map((d) => ({ id: d.id, title: d.title, href: d.path ?? contentItemPath(d, locale) }));
        return (
          <>
            <ItemPageMeta item={department} />
            <ContentDetailLayout
              breadcrumb={[{ label: t('departments.title'), href: buildPath('departments', locale) }]}
              title={department.title}
              subtitle={department.summary ? <Text size="lg">{department.summary}</Text> : undefined}
              body={department.body}
              aside={<RelatedItems title={t('departments.others')} items={others} loading={store.list.isLoading && !store.list.hasAnswer} />}
            >
              <Stack component="section" gap="md" aria-labelledby="department-members" mt="lg">
                <Title order={2} id="department-members">
                  {t('departments.members')}
                </Title>
                <DepartmentMembers members={department.members} withBio />
              </Stack>
            </ContentDetailLayout>
          </>
        );
      }}
    </DetailGate>
  );
});
