import { Anchor, Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { telHref } from '@brokerage/shared/format/phone.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Branch } from '../../api/networkApi';
import classes from './BranchCard.module.css';

/** OpenStreetMap centred on the office: a link out, no embedded third-party map. */
export function mapUrl(lat: number, lng: number): string {
  const la = lat.toFixed(6);
  const ln = lng.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=17/${la}/${ln}`;
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.line}>
      <dt className={classes.term}>
        <span className={classes.icon} aria-hidden>
          {icon}
        </span>
        {label}
      </dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

/**
 * One office: name, head-office badge, address, phone, fax, email and a map link. The CMS
 * summary repeats the address in prose, so the card shows the structured fields only.
 */
export function BranchCard({ branch }: { branch: Branch }) {
  const { t } = useTranslation('corporate');
  const { attrs } = branch;
  return (
    <Card withBorder padding="lg" radius="md" className={classes.card} data-head-office={attrs.isHeadOffice || undefined}>
      <Stack gap="sm" className={classes.body}>
        <Group gap="xs" align="center" wrap="wrap">
          <Text component="h3" fw={700} size="lg" m={0} className={classes.name}>
            {branch.title}
          </Text>
          {attrs.isHeadOffice && (
            <Badge variant="filled" radius="sm" tt="none">
              {t('network.headOffice')}
            </Badge>
          )}
        </Group>
        <dl className={classes.details}>
          <Line icon={<IconMapPin size={18} />} label={t('network.address')}>
            {attrs.address}
          </Line>
          <Line icon={<IconPhone size={18} />} label={t('network.phone')}>
            <Anchor href={telHref(attrs.phone)}>{attrs.phone}</Anchor>
          </Line>
          {attrs.fax && (
            <Line icon={<IconPrinter size={18} />} label={t('network.fax')}>
              {attrs.fax}
            </Line>
          )}
          {attrs.email && (
            <Line icon={<IconMail size={18} />} label={t('network.email')}>
              <Anchor href={`mailto:${attrs.email}`} className={classes.email}>
                {attrs.email}
              </Anchor>
            </Line>
          )}
        </dl>
        <Anchor href={mapUrl(attrs.lat, attrs.lng)} target="_blank" rel="noopener noreferrer" fw={600} mt="auto">
          {t('network.viewMap')}
          <VisuallyHidden>
            {': '}
            {branch.title} {t('network.newTab')}
          </VisuallyHidden>
        </Anchor>
      </Stack>
    </Card>
  );
}
