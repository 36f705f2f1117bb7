import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { CvPageFrame } from '../../features/cv/components/CvPageFrame/CvPageFrame';
import { SavedJobs } from '../../features/cv/components/SavedJobs/SavedJobs';
import { useCvStores } from '../../features/cv/stores/useCvStores';

/** `cong-viec-da-luu`: saved jobs with their reminders. */
export default function SavedJobsRoute() {
  const { jobActions } = useCvStores();
  const { t } = useTranslation('recruitment');
  return (
    <CvPageFrame route="savedJob" title={t('cv.saved.title')} intro={t('cv.saved.intro')}>
      <SavedJobs actions={jobActions} />
    </CvPageFrame>
  );
}
