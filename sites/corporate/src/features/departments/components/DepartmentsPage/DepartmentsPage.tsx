import { Anchor, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useRouteSlug } from '../../../../lib/catalog/useRouteSlug';
import { PageFrame } from '../../../../lib/catalog/PageFrame/PageFrame';
import { ListFailure, ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { DepartmentMembers } from '../DepartmentMembers/DepartmentMembers';
import classes from './DepartmentsPage.module.css';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/**
 * `bo-may-quan-ly[/:slug]`: one tab per department, the slug choosing the tab (the first one
 * without a slug). Each tab shows the department's people and leads to its detail page.
 */
export const DepartmentsPage = observer(function DepartmentsPage() {
  const { departments: store } = useStores();
  const { locale, slug } = useRouteSlug();
  const navigate = useNavigate();
  const { t } = useTranslation('corporate');

  useLoad((locale) => store.loadList(locale), [store], store.list);

  const chosen = slug ? store.departmentBySlug(slug) : (store.departments[0] ?? null);
  const chosenSlug = chosen?.slug ?? null;
  useLoad(
    (locale) => chosenSlug ? store.selected.open(chosenSlug, locale) : undefined,
    [store, chosenSlug],
    store.selected,
  );

  // A slug that names no department is a page that does not exist.
  if (slug && store.list.hasAnswer && !chosen) return <ErrorPage status={404} />;

  const detail = store.selected.item;
  return (
    <PageFrame
      title={t('departments.title')}
      summary={t('departments.description')}
      head={{ title: chosen ? `${chosen.title} – ${t('departments.title')}` : t('departments.title'), description: t('departments.description') }}
      translations={slug && chosen ? chosen.translations : null}
    >
      <ListStatus state={store.list} noDataMessage={t('departments.empty')}>
        <Tabs
          value={chosenSlug}
          onChange={(value) => value && void navigate(buildPath('departments', locale, { slug: value }))}
          keepMounted={false}
          classNames={{ list: classes.tabList }}
        >
          <Tabs.List aria-label={t('departments.tabs')}>
            {store.departments.map((department) => (
              <Tabs.Tab key={department.id} value={department.slug}>
                {department.title}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {store.departments.map((department) => (
            <Tabs.Panel key={department.id} value={department.slug} pt="xl">
              <Stack gap="lg">
                {department.summary && <Text size="lg">{department.summary}</Text>}
                {store.selected.failure && !store.selected.isLoading ? (
                  <ListFailure failure={store.selected.failure} onRetry={() => void store.selected.retry()} />
                ) : detail && detail.id === department.id ? (
                  <DepartmentMembers members={detail.members} />
                ) : (
                  <Skeleton height={200} radius="md" aria-label={t('catalog.loading')} role="status" />
                )}
                <DepartmentLink department={department} locale={locale} label={t('departments.viewDepartment', { name: department.title })} />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </ListStatus>
    </PageFrame>
  );
});

function DepartmentLink({
  department,
  locale,
  label,
}: {
  department: { slug: string; type: string; path: string | null };
  locale: 'vi' | 'en';
  label: string;
}) {
  const href = department.path ?? contentItemPath(department, locale);
  if (!href) return null;
  return (
    <Anchor component={Link} href={href} fw={600} className={classes.more}>
      {label}
      <IconArrowRight size={16} aria-hidden />
    </Anchor>
  );
}
