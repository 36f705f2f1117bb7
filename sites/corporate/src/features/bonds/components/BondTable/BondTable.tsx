import { useId } from 'react';
import { Anchor, Table } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatPercent } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { formatVnd } from '../../../../lib/catalog/money';
import { TableScroller } from '../../../../lib/catalog/TableScroller/TableScroller';
import type { BondProduct } from '../../api/bondsApi';
import a11y from '../../../../lib/styles/a11y.module.css';
import classes from './BondTable.module.css';

/**
 * The bond products: code, issuer, coupon, term, maturity, par value and a link to register for
 * the product on the onboarding site (`?code=`). A real table (caption,
 * column and row headers) that scrolls sideways on a phone; the scroller takes focus so a
 * keyboard can scroll it.
 */
export function BondTable({ products, locale }: { products: readonly BondProduct[]; locale: Locale }) {
  const { t } = useTranslation('corporate');
  const captionId = useId();
  return (
    <TableScroller labelledBy={captionId}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm" className={classes.table}>
        {/* The section heading above says it; the caption names the table for assistive technology. */}
        <caption id={captionId} className={a11y.visuallyHidden}>{t('bonds.tableCaption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('bonds.columns.code')}</Table.Th>
            <Table.Th scope="col">{t('bonds.columns.issuer')}</Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {t('bonds.columns.coupon')}
            </Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {t('bonds.columns.term')}
            </Table.Th>
            <Table.Th scope="col">{t('bonds.columns.maturity')}</Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {t('bonds.columns.parValue')}
            </Table.Th>
            <Table.Th scope="col">{t('bonds.columns.register')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((bond) => (
            <Table.Tr key={bond.id}>
              <Table.Th scope="row" className={classes.code}>
                {bond.attrs.code}
              </Table.Th>
              <Table.Td className={classes.issuer}>{bond.attrs.issuer}</Table.Td>
              <Table.Td className={classes.number}>
                {t('bonds.couponValue', { value: formatPercent(bond.attrs.couponRate, locale) })}
              </Table.Td>
              <Table.Td className={classes.number}>{t('bonds.termValue', { count: bond.attrs.termMonths })}</Table.Td>
              <Table.Td>
                <time dateTime={bond.attrs.maturityDate}>{formatDate(bond.attrs.maturityDate)}</time>
              </Table.Td>
              <Table.Td className={classes.number}>{formatVnd(bond.attrs.parValueVnd, locale)}</Table.Td>
              <Table.Td>
                {/* The registration is the onboarding site's: a full page load (plain anchor). */}
                <Anchor
                  href={buildPath('registerBondTrading', locale, { query: { code: bond.attrs.code } })}
                  fw={600}
                >
                  {t('bonds.registerLink')}{' '}
                  <span className={a11y.visuallyHidden}>{bond.attrs.code}</span>
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
