import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCameraOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { CameraProblem as Problem } from '../../lib/cameraErrors';
import type { DevicePlatform } from '../../lib/browserSupport';

interface CameraProblemProps {
  problem: Problem;
  /** For the steps to allow the camera on this kind of device. */
  platform: DevicePlatform;
  onRetry(): void;
  /** What the customer can do instead (upload a photo, use the camera app). */
  note?: string;
}

/** Nothing the customer can change from the page: retrying would only fail the same way. */
const FINAL: ReadonlySet<Problem> = new Set(['insecure', 'unsupported']);

/** Why the camera is not working and what to do about it (spec §8 "camera connection failed"). */
export function CameraProblem({ problem, platform, onRetry, note }: CameraProblemProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCameraOff aria-hidden />}
      title={t(`ekyc.camera.problem.${problem}.title`)}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`ekyc.camera.problem.${problem}.body`)}</Text>
        {problem === 'permissionDenied' && (
          <Text size="sm">{t(`ekyc.camera.problem.permissionDenied.${platform}`)}</Text>
        )}
        {note && <Text size="sm">{note}</Text>}
        {!FINAL.has(problem) && (
          <Button
            variant="default"
            size="sm"
            onClick={onRetry}
            leftSection={<IconRefresh size={16} aria-hidden />}
          >
            {t('ekyc.camera.problem.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
