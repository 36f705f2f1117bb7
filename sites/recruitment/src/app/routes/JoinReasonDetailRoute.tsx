import { useParams } from 'react-router-dom';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { JoinReasonDetail } from '../../features/jobs/components/JoinReasonDetail/JoinReasonDetail';

/** `joinReasonDetail`: a why-join-us post by slug (404 for an unknown one). */
export default function JoinReasonDetailRoute() {
  const { recruitmentContent } = useStores();
  const { slug } = useParams();
  return <JoinReasonDetail store={recruitmentContent.post} slug={slug} />;
}
