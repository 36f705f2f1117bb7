import { useMemo } from 'react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { RightFigureTexts } from '../model/rightFigure';

/** The sentences of a right's ratio or amount in the page's language (model/rightFigure.ts). */
export function useRightFigureTexts(): RightFigureTexts {
  const { t } = useTranslation('analysis');
  return useMemo(
    () => ({
      cash: (values) => t('corporateActions.benefit.ratio.cash', values),
      shares: (values) => t('corporateActions.benefit.ratio.shares', values),
      rights: (values) => t('corporateActions.benefit.ratio.rights', values),
    }),
    [t],
  );
}
