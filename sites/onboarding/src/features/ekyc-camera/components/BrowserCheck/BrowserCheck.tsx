import { useEffect, useState } from 'react';
import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBrandChrome, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BrowserSupport } from '../../lib/browserSupport';
import { useBrowserSupport } from '../../hooks/useBrowserSupport';

export interface BrowserCheckProps {
  /** What the step needs: a photo step does not mind a browser that cannot record. */
  needs?: 'photo' | 'video';
  /** The support to judge; by default this browser's, read after mount. */
  support?: BrowserSupport;
  /** The page to reopen in a real browser; by default the current one. */
  url?: string;
}

/** Android's way to leave an in-app browser for Chrome: an intent link with the page as fallback. */
export function chromeIntentUrl(href: string): string {
  const url = new URL(href);
  const fallback = encodeURIComponent(href);
  return `intent://${url.host}${url.pathname}${url.search}${url.hash}#Intent;scheme=${url.protocol.replace(':', '')};package=com.android.chrome;S.browser_fallback_url=${fallback};end`;
}

/**
 * The spec §2 browser recommendation, shown only when this browser falls short: not a secure
 * page, an old iOS or Android, an in-app browser (Zalo, Facebook, Messenger…: with a way out to a
 * real browser), no camera API, or no recorder on the face step.
 */
export function BrowserCheck({
  needs = 'photo',
  support: given,
  url: givenUrl,
}: BrowserCheckProps) {
  const { t } = useTranslation('onboarding');
  const support = useBrowserSupport(given);
  const [pageUrl, setPageUrl] = useState(givenUrl ?? '');
  useEffect(() => {
    if (!givenUrl) setPageUrl(window.location.href);
  }, [givenUrl]);

  const recommendation =
    support?.recommendation === 'noRecorder' && needs !== 'video'
      ? undefined
      : support?.recommendation;
  if (!support || !recommendation) return null;
  const app = support.inApp ? t(`ekyc.camera.browser.apps.${support.inApp}`) : '';

  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t(`ekyc.camera.browser.${recommendation}.title`)}
    >
      <Stack gap="xs">
        <Text size="sm">{t(`ekyc.camera.browser.${recommendation}.body`, { app })}</Text>
        <Text size="sm">{t('ekyc.camera.browser.recommendation')}</Text>
        {recommendation === 'inApp' && pageUrl && (
          <Group gap="sm">
            {support.platform === 'android' && (
              <Button
                component="a"
                href={chromeIntentUrl(pageUrl)}
                size="sm"
                leftSection={<IconBrandChrome size={16} aria-hidden />}
              >
                {t('ekyc.camera.browser.inApp.openChrome')}
              </Button>
            )}
            <CopyButton value={pageUrl}>
              {({ copied, copy }) => (
                <Button
                  size="sm"
                  variant="default"
                  onClick={copy}
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden />
                    ) : (
                      <IconCopy size={16} aria-hidden />
                    )
                  }
                >
                  {copied
                    ? t('ekyc.camera.browser.inApp.copied')
                    : t('ekyc.camera.browser.inApp.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
