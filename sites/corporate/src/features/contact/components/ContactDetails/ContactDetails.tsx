import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { telHref } from '@brokerage/shared/format/phone.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { SystemGeneral } from '@brokerage/shared/validation/content.ts';
import { ContactCard } from '../ContactCard/ContactCard';
import classes from './ContactDetails.module.css';

interface ContactDetailsProps {
  general: Pick<SystemGeneral, 'siteName' | 'address' | 'hotline' | 'email'>;
}

/** The head office from system settings: address, hotline and email, each actionable. */
export function ContactDetails({ general }: ContactDetailsProps) {
  const { t } = useTranslation('corporate');
  return (
    <ContactCard
      headingId="contact-head-office"
      title={t('contact.headOffice')}
      subtitle={<Text className={classes.muted}>{general.siteName}</Text>}
    >
      <Stack gap="md">
        <Item icon={<IconMapPin aria-hidden />} term={t('contact.address')}>
          <Text className={classes.value}>{general.address}</Text>
        </Item>
        <Item icon={<IconPhone aria-hidden />} term={t('contact.hotline')}>
          <Text className={classes.value}>
            <Anchor href={telHref(general.hotline)} fw={700} size="lg">
              {general.hotline}
            </Anchor>
          </Text>
        </Item>
        <Item icon={<IconMail aria-hidden />} term={t('contact.email')}>
          <Text className={classes.value}>
            <Anchor href={`mailto:${general.email}`}>{general.email}</Anchor>
          </Text>
        </Item>
      </Stack>
    </ContactCard>
  );
}

function Item({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text className={classes.term}>{term}</Text>
        {children}
      </div>
    </Group>
  );
}
