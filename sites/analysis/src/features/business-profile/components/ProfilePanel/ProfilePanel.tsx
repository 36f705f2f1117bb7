import { Anchor, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { Panel } from '../../../../lib/components/Panel/Panel';
import type { CompanyProfile } from '../../api/businessProfileApi';
import {
  displayUrl,
  formatCapital,
  formatShareCount,
  phoneHref,
  websiteHref,
} from '../../model/profileFormat';
import type { BusinessProfileStore } from '../../stores/BusinessProfileStore';
import { FactList, factLabelClass, type Fact } from '../FactList/FactList';
import { SectionStatus } from '../SectionStatus/SectionStatus';

interface ProfilePanelProps {
  store: BusinessProfileStore;
  locale: Locale;
}

/** The business profile (spec §3): what the company does and its basic facts. */
export const ProfilePanel = observer(function ProfilePanel({ store, locale }: ProfilePanelProps) {
  const { t } = useTranslation('analysis');
  const profile = store.profile.value?.profile ?? null;
  return (
    <Panel id="profile-company" title={t('profile.company.heading')}>
      <SectionStatus
        state={store.profile}
        loadingText={t('profile.company.loading')}
        emptyText={t('profile.company.empty')}
      >
        {profile && <ProfileBody profile={profile} locale={locale} />}
      </SectionStatus>
    </Panel>
  );
});

function ProfileBody({ profile: p, locale }: { profile: CompanyProfile; locale: Locale }) {
  const { t } = useTranslation('analysis');
  const website = websiteHref(p.website);
  const phone = phoneHref(p.phone);
  const facts: Fact[] = [
    { id: 'name', label: t('profile.company.name'), value: p.name, wide: true },
    { id: 'exchange', label: t('profile.company.exchange'), value: p.exchange },
    { id: 'sector', label: t('profile.company.sector'), value: p.sector },
    { id: 'founded', label: t('profile.company.foundedDate'), value: formatDate(p.foundedDate) },
    { id: 'listed', label: t('profile.company.listingDate'), value: formatDate(p.listingDate) },
    {
      id: 'capital',
      label: t('profile.company.charterCapital'),
      value: t('profile.units.billion', { value: formatCapital(p.charterCapital, locale) }),
    },
    {
      id: 'shares',
      label: t('profile.company.sharesOutstanding'),
      value: t('profile.units.shares', { value: formatShareCount(p.sharesOutstanding, locale) }),
    },
    {
      id: 'employees',
      label: t('profile.company.employees'),
      value: formatNumber(p.employees, locale, { decimals: 0 }),
    },
    { id: 'auditor', label: t('profile.company.auditor'), value: p.auditor, wide: true },
    { id: 'taxCode', label: t('profile.company.taxCode'), value: p.taxCode },
    { id: 'address', label: t('profile.company.address'), value: p.address, wide: true },
    {
      id: 'phone',
      label: t('profile.company.phone'),
      value: phone ? <Anchor href={phone}>{p.phone}</Anchor> : p.phone || '-',
    },
    {
      id: 'website',
      label: t('profile.company.website'),
      value: website ? (
        <Anchor href={website} target="_blank" rel="noopener noreferrer">
          {displayUrl(p.website)}
          <VisuallyHidden> {t('profile.company.newTab')}</VisuallyHidden>
        </Anchor>
      ) : (
        '-'
      ),
    },
  ];
  return (
    <Stack gap="md">
      {p.overview.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('profile.company.about')}
          </Title>
          {p.overview.map((paragraph, index) => (
            <Text key={index} size="sm">
              {paragraph}
            </Text>
          ))}
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('profile.company.facts')}
        </Title>
        <FactList facts={facts} cols={{ base: 2, lg: 3 }} testId="profile-facts" />
      </Stack>
      <Text size="xs" className={factLabelClass}>
        {t('profile.state.asOf', { date: formatDate(p.asOfDate) })}
      </Text>
    </Stack>
  );
}
