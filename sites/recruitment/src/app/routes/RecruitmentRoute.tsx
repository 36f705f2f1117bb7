import { Container, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { JobActions } from '../../features/cv/components/JobActions/JobActions';
import { FaqList } from '../../features/jobs/components/FaqList/FaqList';
import { JobSearch } from '../../features/jobs/components/JobSearch/JobSearch';
import { JoinReasons } from '../../features/jobs/components/JoinReasons/JoinReasons';
import { JobActionsSlot } from '../../features/jobs/lib/jobActionsSlot';
import { RecruitmentLanding } from '../../features/landing/components/RecruitmentLanding/RecruitmentLanding';

/** `tuyen-dung`: the landing blocks, the job search (list and map), why join us, the FAQs. */
export default observer(function RecruitmentRoute() {
  const { recruitmentIntro, jobSearch, recruitmentContent } = useStores();
  const { locale } = usePageMatch();
  useLoad(
    (lang) => Promise.all([recruitmentContent.loadPosts(lang), recruitmentContent.loadFaqs(lang)]),
    [recruitmentContent],
    recruitmentContent,
  );
  return (
    <JobActionsSlot value={JobActions}>
      <RecruitmentLanding store={recruitmentIntro} locale={locale} />
      {/* The landing's error page stands alone. */}
      {!recruitmentIntro.errorStatus && (
        <Container size="xl" pb="xl">
          <Stack gap={48}>
            <JobSearch store={jobSearch} locale={locale} />
            <JoinReasons posts={recruitmentContent.posts} />
            <FaqList faqs={recruitmentContent.faqs} />
          </Stack>
        </Container>
      )}
    </JobActionsSlot>
  );
});
