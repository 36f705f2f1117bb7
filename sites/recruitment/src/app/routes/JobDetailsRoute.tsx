import { useParams } from 'react-router-dom';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { JobActions } from '../../features/cv/components/JobActions/JobActions';
import { JobDetails } from '../../features/jobs/components/JobDetails/JobDetails';
import { JobActionsSlot } from '../../features/jobs/lib/jobActionsSlot';

/** `recruitmentDetails`: a posting by slug (404 for an unknown one). */
export default function JobDetailsRoute() {
  const { jobDetails, quickApply } = useStores();
  const { slug } = useParams();
  return (
    <JobActionsSlot value={JobActions}>
      <JobDetails store={jobDetails} slug={slug} onQuickApply={quickApply.open} />
    </JobActionsSlot>
  );
}
