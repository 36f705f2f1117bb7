import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { RecruitmentLanding } from '../../features/landing/components/RecruitmentLanding/RecruitmentLanding';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';

export default function RecruitmentRoute() {
  const { recruitmentIntro } = useStores();
  const { locale } = usePageMatch();
  return <RecruitmentLanding store={recruitmentIntro} locale={locale} />;
}
