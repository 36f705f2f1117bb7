import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { RecruitmentLanding } from '../../features/landing/components/RecruitmentLanding/RecruitmentLanding';
import { useRecruitmentStores } from '../RootStore';

export default function RecruitmentRoute() {
  const { recruitmentIntro } = useRecruitmentStores();
  const { locale } = usePageMatch();
  return <RecruitmentLanding store={recruitmentIntro} locale={locale} />;
}
