import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { CvEditor } from '../../features/cv/components/CvEditor/CvEditor';
import { CvPageFrame } from '../../features/cv/components/CvPageFrame/CvPageFrame';
import { useCvStores } from '../../features/cv/stores/useCvStores';

/** `dieu-chinh-cv`: the online CV editor. */
export default function EditCvRoute() {
  const { cv } = useCvStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('recruitment');
  return (
    <CvPageFrame route="editCv" title={t('cv.editor.title')} intro={t('cv.editor.intro')}>
      <CvEditor store={cv} locale={locale} />
    </CvPageFrame>
  );
}
