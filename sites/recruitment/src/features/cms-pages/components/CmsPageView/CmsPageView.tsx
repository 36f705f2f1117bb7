import { Center, Loader } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { RECRUITMENT_TEMPLATES } from '@brokerage/shared/routing/routes.ts';
import { CmsPageTemplate } from '@brokerage/shared/app/components/CmsPageTemplate/CmsPageTemplate.tsx';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { errorStatus } from '@brokerage/shared/app/data/loadError.ts';
import type { RecruitmentPageStore } from '../../stores/RecruitmentPageStore';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

const TEMPLATES: ReadonlySet<string> = new Set(RECRUITMENT_TEMPLATES);

/** A path outside the route table that the proxy gave to this site: a RECRUITMENT* page or 404. */
export const CmsPageView = observer(function CmsPageView({
  store,
}: {
  store: RecruitmentPageStore;
}) {
  const match = usePageMatch();
  const { t } = useTranslation('recruitment');
  const slug = match.kind === 'cms' ? match.slug : null;
  const { locale } = match;

  // Leaving the path abandons its request: a late answer must not render here.
  useLoad((locale) => (slug === null ? undefined : store.open(slug, locale)), [store, slug], store);

  if (slug === null) return <ErrorPage status={404} />;
  const { isLoading, failure, value: page } = store.page;
  if (store.slug !== slug || store.locale !== locale || isLoading) {
    return (
      <Center mih="50vh" role="status" aria-live="polite">
        <Loader role="status" aria-label={t('cms.loading')} />
      </Center>
    );
  }
  if (failure) return <ErrorPage status={errorStatus(failure)} />;
  if (!page || !TEMPLATES.has(page.templateCode)) return <ErrorPage status={404} />;
  // RECRUITMENT, RECRUITMENT_CAREER and RECRUITMENT_ABOUT_US until their own screens land.
  return (
    <CmsPageTemplate
      page={page}
      layout="recruit"
      trail={[{ route: 'recruitment', label: t('cms.recruitment') }]}
    />
  );
});
