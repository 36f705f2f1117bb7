import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { formatVndAmount } from '../../../../lib/catalog/money';
import type { DealRole, RecentDeal } from '../../api/investmentBankingApi';
import classes from './DealCard.module.css';

const ROLES: readonly DealRole[] = ['lead_underwriter', 'co_underwriter', 'financial_advisor', 'issuance_agent', 'listing_advisor'];
const isRole = (code: string): code is DealRole => (ROLES as readonly string[]).includes(code);

/** The role's name in the language; a code this build does not know shows as sent. */
export function useRoleLabel(): (code: string) => string {
  const { t } = useTranslation('corporate');
  return (code) => (isRole(code) ? t(`deals.roles.${code}`) : code.replace(/_/g, ' '));
}

/** One deal: issuer (logo), what it was, An Phát's role, its value and date. */
export function DealCard({ deal, locale, headingOrder = 3 }: { deal: RecentDeal; locale: Locale; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation('corporate');
  const roleLabel = useRoleLabel();
  const { attrs } = deal;
  const Heading = `h${headingOrder}` as const;
  return (
    <Card withBorder padding="lg" radius="md" className={classes.card}>
      <Stack gap="md" className={classes.body}>
        <Group gap="sm" wrap="nowrap" align="center">
          <Avatar src={attrs.logo} name={attrs.issuer} color="initials" alt="" radius="md" size={48} />
          <Text component={Heading} fw={700} m={0} className={classes.issuer}>
            {attrs.issuer}
          </Text>
        </Group>
        {deal.title !== attrs.issuer && <Text className={classes.title}>{deal.title}</Text>}
        <Badge variant="light" radius="sm" tt="none" size="lg" className={classes.role}>
          {roleLabel(attrs.role)}
        </Badge>
        <dl className={classes.facts}>
          <div>
            <dt>{t('deals.value')}</dt>
            <dd className={classes.value}>{formatVndAmount(attrs.valueVnd, locale)}</dd>
          </div>
          <div>
            <dt>{t('deals.date')}</dt>
            <dd>
              <time dateTime={attrs.dealDate}>{formatDate(attrs.dealDate)}</time>
            </dd>
          </div>
        </dl>
      </Stack>
    </Card>
  );
}
