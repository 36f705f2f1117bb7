import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { AppliedJobs } from '../../features/cv/components/AppliedJobs/AppliedJobs';
import { CvPageFrame } from '../../features/cv/components/CvPageFrame/CvPageFrame';
import { useCvStores } from '../../features/cv/stores/useCvStores';

/** `cong-viec-da-ung-tuyen`: applied jobs with their status. */
export default function AppliedJobsRoute() {
  const { jobActions } = useCvStores();
  const { t } = useTranslation('recruitment');
  return (
    <CvPageFrame route="appliedJob" title={t('cv.applied.title')} intro={t('cv.applied.intro')}>
      <AppliedJobs actions={jobActions} />
    </CvPageFrame>
  );
}
