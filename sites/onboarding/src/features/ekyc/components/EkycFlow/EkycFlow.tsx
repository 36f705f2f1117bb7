import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { EkycCameraSlots, EkycDeviceInfo } from '../../lib/cameraSlots';
import type { EkycFlowStore } from '../../stores/EkycFlowStore';
import { EkycNotice } from '../EkycNotice/EkycNotice';
import { EkycStepper } from '../EkycStepper/EkycStepper';
import { LeaveGuard } from '../LeaveGuard/LeaveGuard';
import { CompletedStep } from '../steps/CompletedStep/CompletedStep';
import { ContactInfoStep } from '../steps/ContactInfoStep/ContactInfoStep';
import { ContractStep } from '../steps/ContractStep/ContractStep';
import { FaceVideoStep } from '../steps/FaceVideoStep/FaceVideoStep';
import { IdDocumentsStep } from '../steps/IdDocumentsStep/IdDocumentsStep';
import { OtpStep } from '../steps/OtpStep/OtpStep';
import { RegistrationStep } from '../steps/RegistrationStep/RegistrationStep';

export interface EkycFlowProps {
  store: EkycFlowStore;
  hotline: string;
  camera: EkycCameraSlots;
  /** Null until the route has looked at the browser (never on the server). */
  device: EkycDeviceInfo | null;
  /** The in-app browser banner, when the page is open in one. */
  banner?: ReactNode;
}

/**
 * The account opening's step screens (docs/ekyc.md "Steps"): the server's step picks the screen,
 * the stepper shows the seven §2 titles, and leaving mid-way asks first.
 */
export const EkycFlow = observer(function EkycFlow({
  store,
  hotline,
  camera,
  device,
  banner,
}: EkycFlowProps) {
  const { t } = useTranslation('onboarding');
  useLayout('ekyc');
  const screen = store.screen;
  let step: ReactNode;
  switch (screen) {
    case 'contact_info':
      step = <ContactInfoStep store={store} hotline={hotline} />;
      break;
    case 'id_documents':
      step = <IdDocumentsStep store={store} camera={camera} device={device} />;
      break;
    case 'face_video':
      step = <FaceVideoStep store={store} camera={camera} device={device} />;
      break;
    case 'registration':
      step = <RegistrationStep store={store} />;
      break;
    case 'otp':
      step = <OtpStep store={store} />;
      break;
    case 'contract':
      step = <ContractStep store={store} />;
      break;
    case 'completed':
      step = <CompletedStep completion={store.completion} hotline={hotline} />;
      break;
    default:
      step = null;
  }
  return (
    <Container size="lg" py="xl">
      <LeaveGuard when={store.inProgress} />
      <Stack gap="lg">
        <Title order={1}>{t('ekyc.title')}</Title>
        {banner}
        <EkycStepper active={Math.max(0, store.stepIndex)} variant="compact" />
        <EkycNotice store={store} />
        {/* A new key per screen: each step starts with fresh inputs and takes the focus. */}
        <div key={screen ?? 'none'}>{step}</div>
      </Stack>
    </Container>
  );
});
