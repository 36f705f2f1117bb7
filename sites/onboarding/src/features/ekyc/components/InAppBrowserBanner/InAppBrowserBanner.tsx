import { Button, CopyButton, Stack, Text } from '@mantine/core';
import { IconBrowser, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { FlowAlert } from '../FlowAlert/FlowAlert';

const KNOWN_APPS = ['zalo', 'facebook', 'messenger', 'instagram', 'line', 'tiktok'] as const;
type KnownApp = (typeof KNOWN_APPS)[number];
const isKnownApp = (app: string): app is KnownApp =>
  (KNOWN_APPS as readonly string[]).includes(app);

/**
 * Issue 22 item 5: Zalo's, Facebook's and Messenger's built-in browsers often block the camera
 * and lose the case when the chat is closed. Ask for a real browser and make that one tap.
 */
export function InAppBrowserBanner({ app, url }: { app: string; url: string }) {
  const { t } = useTranslation('onboarding');
  const name = isKnownApp(app) ? t(`ekyc.inApp.apps.${app}`) : t('ekyc.inApp.apps.other');
  return (
    <FlowAlert
      role="group"
      color="orange"
      variant="light"
      icon={<IconBrowser aria-hidden />}
      title={t('ekyc.inApp.title')}
    >
      <Stack gap="xs">
        <Text size="sm">{t('ekyc.inApp.message', { app: name })}</Text>
        <Text size="sm">{t('ekyc.inApp.howTo')}</Text>
        <div>
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {t(copied ? 'ekyc.inApp.copied' : 'ekyc.inApp.copy')}
              </Button>
            )}
          </CopyButton>
        </div>
      </Stack>
    </FlowAlert>
  );
}
