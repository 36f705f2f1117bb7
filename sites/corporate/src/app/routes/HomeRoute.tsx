import { usePageMatch } from '@brokerage/shared/ui';
import { HomePage } from '../../features/home/components/HomePage/HomePage';
import { useCorporateStores } from '../RootStore';

export default function HomeRoute() {
  const { home } = useCorporateStores();
  const { locale } = usePageMatch();
  return <HomePage store={home} locale={locale} />;
}
