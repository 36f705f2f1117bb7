import { Button, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';

/** The file of a disclosure: a download link whose name says what it downloads. */
export function Attachment({ file, title }: { file: string; title: string }) {
  const { t } = useTranslation('corporate');
  return (
    <Stack gap="xs" component="section" aria-labelledby="attachment-heading">
      <Title order={2} size="h4" id="attachment-heading">
        {t('news.disclosures.attachment')}
      </Title>
      <div>
        <Button
          component="a"
          href={file}
          target="_blank"
          rel="noopener"
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          aria-label={t('news.disclosures.downloadLabel', { title })}
        >
          {t('news.disclosures.download')}
        </Button>
      </div>
    </Stack>
  );
}
