import { useSearchParams } from 'react-router-dom';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { ApplicationCvView } from '../../features/cv/components/ApplicationCvView/ApplicationCvView';
import { CvPageFrame } from '../../features/cv/components/CvPageFrame/CvPageFrame';
import { MyCvs } from '../../features/cv/components/MyCvs/MyCvs';
import { useCvStores } from '../../features/cv/stores/useCvStores';

/** A positive whole number, or null (an id that cannot exist reads as not found). */
function applicationId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** `cv-ung-tuyen`: my CVs; with `?application=<id>`, the CV sent with that application. */
export default function ApplicationCvRoute() {
  const { cv } = useCvStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('recruitment');
  const [params] = useSearchParams();
  const application = params.get('application');
  if (application !== null) {
    return (
      <CvPageFrame route="applicationCv" title={t('cv.applicationCv.title')}>
        <ApplicationCvView store={cv} applicationId={applicationId(application)} />
      </CvPageFrame>
    );
  }
  return (
    <CvPageFrame route="applicationCv" title={t('cv.myCv.title')} intro={t('cv.myCv.intro')}>
      <MyCvs store={cv} locale={locale} />
    </CvPageFrame>
  );
}
