import type { CSSProperties } from 'react';
import { Table, Tabs, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { FirmType, StatementPath } from '@brokerage/shared/market/fundamentals/types.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { FundamentalPeriod } from '@brokerage/shared/validation/fundamentalsApi.ts';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { ScrollTable } from '../../../../lib/components/ScrollTable/ScrollTable';
import { formatAmount } from '../../model/financialFormat';
import { PERIOD_COUNT, STATEMENT_TABS } from '../../model/layouts';
import { statementGrid, type StatementGrid } from '../../model/statementView';
import type { StatementsStore } from '../../stores/StatementsStore';
import { SectionState } from '../SectionState/SectionState';
import classes from './StatementTable.module.css';

interface StatementTableProps {
  store: StatementsStore;
  symbol: string;
  firmType: FirmType;
  path: StatementPath;
  period: FundamentalPeriod;
  locale: Locale;
  onStatement: (path: StatementPath) => void;
}

/** The width a table needs before it scrolls sideways: the line names, the codes, the periods. */
const LABEL_WIDTH = 260;
const CODE_WIDTH = 72;
const VALUE_WIDTH = 112;

/**
 * The statements of the firm type's layout, one tab each, the line items in the API's order
 * with their codes, indented under their parents, totals in bold; the newest period first.
 */
export const StatementTable = observer(function StatementTable({
  store,
  symbol,
  firmType,
  path,
  period,
  locale,
  onStatement,
}: StatementTableProps) {
  const { t } = useTranslation('analysis');
  const request = { symbol, firmType, path, period };
  useLoad(
    (lang) => store.loadTable({ symbol, firmType, path, period }, lang),
    [store, symbol, firmType, path, period],
    store.table,
  );
  const tabs = STATEMENT_TABS[firmType];
  const state = store.state(request, locale);
  const tabName = (text: (typeof tabs)[number]['text']) => t(`financials.statements.tabs.${text}`);
  const current = tabs.find((tab) => tab.path === path) ?? tabs[0]!;

  return (
    <Panel id="financials-statements" title={t('financials.statements.heading')}>
      <Tabs
        value={path}
        onChange={(value) => {
          const tab = tabs.find((candidate) => candidate.path === value);
          if (tab) onStatement(tab.path);
        }}
        variant="pills"
        keepMounted={false}
        activateTabWithKeyboard
      >
        <Tabs.List aria-label={t('financials.statements.tabsLabel')} className={classes.tabs}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {tabName(tab.text)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.path} value={tab.path} pt="sm">
            {tab.path === path && (
              <SectionState
                {...state}
                texts={{
                  loading: t('financials.statements.loading'),
                  empty: t('financials.statements.empty'),
                  failed: t('financials.statements.failed'),
                }}
                isEmpty={(statement) => statement.columns.length === 0}
                onRetry={() => void store.retry(request, locale)}
              >
                {(statement) => (
                  <LinesTable
                    table={statementGrid(statement, PERIOD_COUNT[period])}
                    label={t('financials.statements.tableLabel', {
                      statement: tabName(current.text),
                    })}
                    locale={locale}
                  />
                )}
              </SectionState>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text size="xs" c="dimmed">
        {t('financials.statements.unit')}
      </Text>
    </Panel>
  );
});

function LinesTable({
  table,
  label,
  locale,
}: {
  table: StatementGrid;
  label: string;
  locale: Locale;
}) {
  const { t } = useTranslation('analysis');
  return (
    // A phone drops the width (and the code column): its cells' own widths make the table
    // wider than the screen, and the region scrolls the periods past the sticky names.
    <ScrollTable
      label={label}
      minWidth={LABEL_WIDTH + CODE_WIDTH + table.columns.length * VALUE_WIDTH}
      phoneFit
    >
      <Table className={classes.table} data-testid="statement-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.label}>
              {t('financials.statements.line')}
            </Table.Th>
            <Table.Th scope="col" className={classes.code}>
              {t('financials.statements.code')}
            </Table.Th>
            {table.columns.map((column) => (
              <Table.Th key={column.label} scope="col" ta="right" className={classes.value}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.lines.map((line) => (
            <Table.Tr
              key={line.code}
              className={classes.row}
              data-subtotal={line.subtotal || undefined}
              data-code={line.code}
            >
              <Table.Th
                scope="row"
                className={classes.label}
                style={{ '--level': line.level } as CSSProperties}
              >
                {line.label}
                {/* A phone shows the code under the name (its own column would take a period's
                    room); hidden from the row's name, which stays the line's at every width. */}
                <span className={classes.phoneCode} aria-hidden>
                  {line.code}
                </span>
              </Table.Th>
              <Table.Td className={classes.code}>{line.code}</Table.Td>
              {line.values.map((value, i) => (
                <Table.Td key={table.columns[i]!.label} ta="right" className={classes.value}>
                  {formatAmount(value, locale)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
