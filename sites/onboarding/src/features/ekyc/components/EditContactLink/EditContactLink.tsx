import { Anchor, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { EkycFlowStore } from '../../stores/EkycFlowStore';

interface EditContactLinkProps {
  store: EkycFlowStore;
  /** Why one would: "Sai số điện thoại?", "Thông tin chưa khớp với căn cước?". */
  text: string;
}

/** The way back to the contact step to correct it, while the API still takes it (before the OTP). */
export const EditContactLink = observer(function EditContactLink({
  store,
  text,
}: EditContactLinkProps) {
  const { t } = useTranslation('onboarding');
  if (!store.canEditContact) return null;
  return (
    <Text size="sm">
      {text}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => void store.editContact()}>
        {t('ekyc.contact.edit.link')}
      </Anchor>
    </Text>
  );
});
