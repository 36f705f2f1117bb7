import { useEffect } from 'react';
import { SimpleGrid } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { EKYC_DOCUMENT_KINDS } from '@brokerage/shared/validation/ekyc/codes.ts';
import type { EkycCameraSlots, EkycDeviceInfo } from '../../../lib/cameraSlots';
import type { EkycFlowStore } from '../../../stores/EkycFlowStore';
import { HandoffPanel } from '../../HandoffPanel/HandoffPanel';
import { NextButton } from '../../NextButton/NextButton';
import { EditContactLink } from '../../EditContactLink/EditContactLink';
import { StepCard } from '../../StepCard/StepCard';
import { CardFields } from '../CardFields/CardFields';
import { DocumentSlot } from '../DocumentSlot/DocumentSlot';

interface IdDocumentsStepProps {
  store: EkycFlowStore;
  camera: EkycCameraSlots;
  device: EkycDeviceInfo | null;
}

/** Step 2 (`id_documents`): the ID card's front and back and a signature, each on its own. */
export const IdDocumentsStep = observer(function IdDocumentsStep({
  store,
  camera,
  device,
}: IdDocumentsStepProps) {
  const { t } = useTranslation('onboarding');
  useEffect(() => {
    // A resumed case: the pictures already verified, from the server.
    void store.loadDocumentPreviews();
  }, [store]);
  const done = store.step !== 'id_documents';
  return (
    <StepCard
      headingId="ekyc-step-documents"
      title={t('ekyc.documents.heading')}
      intro={t('ekyc.documents.intro')}
    >
      {device && (device.noCamera || device.desktop) && !done && (
        <HandoffPanel store={store} noCamera={device.noCamera} />
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {EKYC_DOCUMENT_KINDS.map((kind) => (
          <DocumentSlot key={kind} store={store} kind={kind} IdCapture={camera.IdCapture} />
        ))}
      </SimpleGrid>
      {store.cardFields && <CardFields fields={store.cardFields} />}
      {!done && <EditContactLink store={store} text={t('ekyc.documents.editContact')} />}
      {done && <NextButton onClick={store.continueToNext} />}
    </StepCard>
  );
});
