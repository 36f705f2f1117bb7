import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconCalendarStats,
  IconChartCandle,
  IconChartHistogram,
  IconChartLine,
  IconCoins,
  IconFileAnalytics,
  IconGauge,
  IconNews,
  IconReceipt,
  IconReportMoney,
  IconTable,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { ANALYSIS_SUB_PAGES } from '@brokerage/shared/routing/routes.ts';
import { linkCard as classes } from '@brokerage/shared/ui/styles/linkCard.ts';

const ICONS: Record<string, Icon> = {
  detailReport: IconFileAnalytics,
  businessProfile: IconBuildingSkyscraper,
  benefitHistory: IconCalendarEvent,
  analysisReport: IconReportMoney,
  raisingHistory: IconCoins,
  transactionHistory: IconReceipt,
  automaticAssessment: IconGauge,
  stockInformation: IconChartLine,
  economicInformation: IconChartHistogram,
  technicalAnalytic: IconChartCandle,
  businessNews: IconNews,
  priceBoard: IconTable,
  marketEvents: IconCalendarStats,
};

interface SubPageGridProps {
  /** Carried to the stock pages so the visitor lands on the symbol they chose. */
  symbol: string | null;
}

/** The eleven analysis-centre pages; URLs come from the route table's sub-page ids. */
export function SubPageGrid({ symbol }: SubPageGridProps) {
  const { t } = useTranslation('analysis');
  return (
    <Stack component="section" aria-labelledby="analysis-tools" gap="md">
      <div>
        <Title order={2} id="analysis-tools">
          {t('center.tools.heading')}
        </Title>
        {symbol && (
          <Text className={classes.muted}>{t('center.tools.withSymbol', { symbol })}</Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {ANALYSIS_SUB_PAGES.map((subPage) => {
          const Icon = ICONS[subPage.id] ?? IconFileAnalytics;
          const query = subPage.stockPage && symbol ? { stock_symbol: symbol } : undefined;
          return (
            <Card
              key={subPage.id}
              withBorder
              padding="lg"
              className={classes.card}
              component={Link}
              route="analysisCenter"
              options={{ subPage: subPage.id, query }}
            >
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <Icon size={22} stroke={1.6} />
                </ThemeIcon>
                <Stack gap={4}>
                  <Text fw={700} component="h3" m={0} size="md">
                    {t(`center.subPages.${subPage.id}.title`)}
                  </Text>
                  <Text size="sm" className={classes.muted}>
                    {t(`center.subPages.${subPage.id}.description`)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
