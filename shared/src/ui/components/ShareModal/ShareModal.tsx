import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { shareLinks } from './shareLinks';
import classes from './ShareModal.module.css';
import { DialogModal } from '../DialogModal/DialogModal';

/** How long the "copied" confirmation stays. */
export const COPIED_MS = 2000;

export interface ShareModalProps {
  opened: boolean;
  onClose: () => void;
  /** Absolute address of the page to share. */
  url: string;
  title: string;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copy link plus Facebook, Zalo, LinkedIn and e-mail (spec §2). */
export function ShareModal({ opened, onClose, url, title }: ShareModalProps) {
  const { t } = useTranslation('common');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  useEffect(() => {
    if (!opened) setCopy('idle');
  }, [opened]);

  const handleCopy = async () => {
    setCopy((await copyText(url)) ? 'copied' : 'failed');
  };

  return (
    <DialogModal opened={opened} onClose={onClose} title={t('share.title')}>
      <Stack gap="md">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            className={classes.url}
            label={t('share.linkLabel')}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onClick={() => void handleCopy()}>{t('share.copy')}</Button>
        </Group>
        <Text
          size="sm"
          role="status"
          aria-live="polite"
          c={copy === 'failed' ? 'red' : undefined}
          mih={20}
        >
          {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : ''}
        </Text>
        <Group gap="xs" component="ul" className={classes.list} aria-label={t('share.networks')}>
          {shareLinks(url, title).map((link) => (
            <li key={link.target}>
              <Button
                component="a"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
              >
                {t(`share.targets.${link.target}`)}
              </Button>
            </li>
          ))}
        </Group>
      </Stack>
    </DialogModal>
  );
}
