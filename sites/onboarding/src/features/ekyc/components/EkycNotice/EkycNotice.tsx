import { IconInfoCircle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { EkycFlowStore } from '../../stores/EkycFlowStore';
import { FlowAlert } from '../FlowAlert/FlowAlert';

/** Why the flow moved on its own (an expired case, a step done elsewhere, a hand-off). */
export const EkycNotice = observer(function EkycNotice({ store }: { store: EkycFlowStore }) {
  const { t } = useTranslation('onboarding');
  const { notice } = store;
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <FlowAlert
          role="group"
          color={notice === 'handoffRedeemed' ? 'teal' : 'yellow'}
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          title={t(`ekyc.notice.${notice}.title`)}
          withCloseButton
          closeButtonLabel={t('ekyc.notice.dismiss')}
          onClose={store.dismissNotice}
        >
          {t(`ekyc.notice.${notice}.text`)}
        </FlowAlert>
      )}
    </div>
  );
});
