import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import type { Page, Redirect } from '@brokerage/shared/validation/content.ts';
import { browser } from '../../../../lib/browser';
import { errorStatus } from '@brokerage/shared/app/data/loadError.ts';
import { planRedirect } from '../../redirects/planRedirect';
import type { CmsPageStore } from '../../stores/CmsPageStore';
import { resolveTemplate } from '../../templates/registry';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

interface CmsPageViewProps {
  store: CmsPageStore;
}

/** Every path the route table does not know: a CMS page by template, a redirect, or 404. */
export const CmsPageView = observer(function CmsPageView({ store }: CmsPageViewProps) {
  const { pathname } = useLocation();
  const match = usePageMatch();
  const slug = match.kind === 'cms' ? match.slug : null;

  // Leaving the path (or the page) abandons its request: a late answer must not render here.
  useLoad((locale) => store.open({ path: pathname, slug, locale }), [store, pathname, slug], store);

  // Until the store answers for this very path, the previous outcome is stale.
  const { isLoading, failure, value: outcome } = store.outcome;
  if (store.path !== pathname || isLoading || (!outcome && !failure)) {
    return <Pending labelKey="cms.loading" />;
  }
  if (failure) return <ErrorPage status={errorStatus(failure)} />;
  if (!outcome || outcome.kind === 'notFound') return <ErrorPage status={404} />;
  if (outcome.kind === 'redirect') return <FollowRedirect redirect={outcome.redirect} />;
  return <TemplateView page={outcome.page} />;
});

function Pending({ labelKey }: { labelKey: 'cms.loading' | 'cms.redirecting' }) {
  const { t } = useTranslation('corporate');
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader role="status" aria-label={t(labelKey)} />
    </Center>
  );
}

function TemplateView({ page }: { page: Page }) {
  const { pathname, search } = useLocation();
  const template = resolveTemplate(page.templateCode);

  useEffect(() => {
    // The proxy serves RECRUITMENT* slugs from the recruitment site; a full load gets it there.
    if (template.kind === 'otherSite') browser.replace(pathname + search);
  }, [template.kind, pathname, search]);

  switch (template.kind) {
    case 'render':
      return <template.Component page={page} />;
    case 'forbidden':
      return <ErrorPage status={403} />;
    case 'otherSite':
      return <Pending labelKey="cms.redirecting" />;
    case 'unknown':
      return <ErrorPage status={404} />;
  }
}

function FollowRedirect({ redirect }: { redirect: Redirect }) {
  const { pathname } = useLocation();
  const match = usePageMatch();
  const navigate = useNavigate();
  const plan = planRedirect(redirect, { path: pathname, locale: match.locale, site: 'corporate' });
  const { kind } = plan;
  const target = plan.kind === 'navigate' ? plan.to : plan.kind === 'leave' ? plan.href : null;

  useEffect(() => {
    if (target === null) return;
    if (kind === 'navigate') void navigate(target, { replace: true });
    else browser.replace(target);
  }, [kind, target, navigate]);

  return plan.kind === 'none' ? <ErrorPage status={404} /> : <Pending labelKey="cms.redirecting" />;
}
