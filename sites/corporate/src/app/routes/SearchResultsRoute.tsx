import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { SearchResultsPage } from '../../features/search/components/SearchResultsPage/SearchResultsPage';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export default observer(function SearchResultsRoute() {
  const { search } = useStores();
  const { locale } = usePageMatch();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const keyword = params.get('keyword') ?? '';
  const page = pageOf(params.get('page'));
  const go = (next: number, replace = false) =>
    void navigate(buildPath('searchResults', locale, { query: { keyword, page: next > 1 ? next : undefined } }), { replace });

  // The URL's page was past the end and the store shows page 1 instead: let the URL say so.
  const refused = search.refusedPage !== null && search.refusedPage === page && search.request?.keyword === keyword.trim();
  useEffect(() => {
    if (!refused) return;
    void navigate(buildPath('searchResults', locale, { query: { keyword } }), { replace: true });
  }, [refused, navigate, locale, keyword]);

  return (
    <SearchResultsPage
      store={search}
      locale={locale}
      keyword={keyword}
      page={page}
      onPageChange={(next) => {
        go(next);
        window.scrollTo({ top: 0 });
      }}
    />
  );
});
