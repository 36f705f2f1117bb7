import { observer } from 'mobx-react-lite';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { EkycIntroPage } from '../../features/ekyc/components/EkycIntroPage/EkycIntroPage';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';

/** The hotline comes from system settings, with the contract's default until they load. */
const EkycRoute = observer(function EkycRoute() {
  const { ekycIntro, system } = useStores();
  const { locale } = usePageMatch();
  return <EkycIntroPage store={ekycIntro} locale={locale} hotline={system.hotline} />;
});

export default EkycRoute;
