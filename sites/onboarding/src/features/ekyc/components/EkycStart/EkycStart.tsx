import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconPhoneCall } from '@tabler/icons-react';
import { telHref } from '@brokerage/shared/format/phone.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';

/**
 * The start of the flow. Online opening is a later issue, so instead of a button that leads
 * nowhere the applicant is told so and offered the hotline and the contact page.
 */
export function EkycStart({ hotline }: { hotline: string }) {
  const { t } = useTranslation('onboarding');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="ekyc-start">
      <Title order={2} id="ekyc-start" mb="sm">
        {t('ekyc.start.heading')}
      </Title>
      <Text mb="md">{t('ekyc.start.comingSoon', { hotline })}</Text>
      <Group gap="sm">
        <Button
          component="a"
          href={telHref(hotline)}
          leftSection={<IconPhoneCall size={18} aria-hidden />}
        >
          {t('ekyc.start.call', { hotline })}
        </Button>
        <Button
          component={Link}
          route="contact"
          variant="default"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
        >
          {t('ekyc.start.contact')}
        </Button>
      </Group>
    </Card>
  );
}
