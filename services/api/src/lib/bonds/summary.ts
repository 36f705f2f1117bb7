import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import type { BondRegistration } from '@brokerage/shared/validation/bonds.ts';
import type { BondRegistrationRow } from '../../repositories/bonds';
import { maskPhone } from '../security/otp';
import { type PdfTable, buildDocumentPdf } from '../files/pdf';

/** The link of a registration's PDF summary (the token is only in this link and the e-mail). */
export const summaryPath = (reference: string, token: string) =>
  `/api/v1/bonds/registrations/${encodeURIComponent(reference)}/summary.pdf?token=${encodeURIComponent(token)}`;

/** A booked registration as the completion page shows it. */
export function presentRegistration(
  row: BondRegistrationRow,
  productName: string,
  summaryUrl: string,
): BondRegistration {
  return {
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    productCode: row.productCode,
    productName,
    side: row.side,
    holding: row.holding,
    quantity: row.quantity,
    registrationDate: row.registrationDate,
    settlementDate: row.settlementDate,
    exitDate: row.exitDate,
    holdingDays: row.holdingDays,
    unitPriceVnd: row.unitPriceVnd,
    valueVnd: row.valueVnd,
    feeVnd: row.feeVnd,
    paymentVnd: row.paymentVnd,
    saleUnitPriceVnd: row.saleUnitPriceVnd,
    ytm: row.ytm,
    irr: row.irr,
    profitVnd: row.profitVnd,
    cashFlows: row.cashFlows,
    customer: {
      accountNumber: row.accountNumber,
      fullName: row.fullName,
      email: row.email,
      phoneMasked: maskPhone(row.phone),
    },
    summaryUrl,
  };
}

const TEXT = {
  vi: {
    title: 'Xác nhận đăng ký giao dịch trái phiếu',
    meta: (reference: string, date: string) => `Số tham chiếu ${reference} · Ngày ${date}`,
    order: 'Thông tin giao dịch',
    customer: 'Thông tin khách hàng',
    flows: 'Dòng tiền dự kiến',
    product: 'Mã trái phiếu',
    side: 'Loại giao dịch',
    sides: { buy: 'Mua', sell: 'Bán' },
    holding: 'Hình thức nắm giữ',
    holdings: { maturity: 'Nắm giữ đến đáo hạn', flexible: 'Linh hoạt' },
    quantity: 'Số lượng trái phiếu',
    registrationDate: 'Ngày đăng ký',
    settlementDate: 'Ngày thanh toán',
    exitDate: 'Ngày bán dự kiến / đáo hạn',
    holdingDays: 'Số ngày nắm giữ',
    unitPrice: 'Đơn giá',
    value: 'Giá trị giao dịch',
    fee: 'Phí giao dịch',
    payment: 'Số tiền thanh toán',
    ytm: 'Lợi suất đáo hạn (YTM)',
    irr: 'IRR của dòng tiền',
    profit: 'Lợi nhuận dự kiến',
    account: 'Số tài khoản chứng khoán',
    bank: 'Tài khoản ngân hàng',
    name: 'Họ và tên',
    phone: 'Điện thoại',
    email: 'Email',
    date: 'Ngày',
    kind: 'Khoản',
    amount: 'Số tiền (đồng)',
    kinds: { payment: 'Thanh toán', coupon: 'Tiền lãi', principal: 'Tiền gốc', sale: 'Bán lại' },
    days: (n: number) => `${n} ngày`,
    vnd: (s: string) => `${s} đồng`,
    note: 'Lợi suất tính theo số ngày thực tế/365 (Actual/365). Các kỳ lãi thả nổi chưa xác định được ước tính theo lãi suất tham chiếu hôm nay. Chuyên viên An Phát sẽ liên hệ để hoàn tất hợp đồng và thanh toán; đây chưa phải là hợp đồng mua bán.',
  },
  en: {
    title: 'Bond trading registration confirmation',
    meta: (reference: string, date: string) => `Reference ${reference} · Date ${date}`,
    order: 'Order',
    customer: 'Customer',
    flows: 'Expected cash flows',
    product: 'Bond',
    side: 'Order type',
    sides: { buy: 'Buy', sell: 'Sell' },
    holding: 'Holding',
    holdings: { maturity: 'Hold to maturity', flexible: 'Flexible' },
    quantity: 'Number of bonds',
    registrationDate: 'Registration date',
    settlementDate: 'Settlement date',
    exitDate: 'Expected sale / maturity date',
    holdingDays: 'Days held',
    unitPrice: 'Unit price',
    value: 'Transaction value',
    fee: 'Transaction fee',
    payment: 'Payment amount',
    ytm: 'Yield to maturity (YTM)',
    irr: 'IRR of the cash flows',
    profit: 'Expected profit',
    account: 'Securities account number',
    bank: 'Bank account',
    name: 'Full name',
    phone: 'Phone',
    email: 'Email',
    date: 'Date',
    kind: 'Item',
    amount: 'Amount (VND)',
    kinds: { payment: 'Payment', coupon: 'Coupon', principal: 'Principal', sale: 'Sale' },
    days: (n: number) => `${n} days`,
    vnd: (s: string) => `${s} VND`,
    note: 'Yields are on an Actual/365 day count. Floating coupons not yet set are projected at today’s reference rate. An An Phat adviser will contact you to complete the contract and payment; this is not yet a sale contract.',
  },
} as const;

const percent = (value: number | null, locale: Locale) =>
  value === null ? '–' : `${formatNumber(value * 100, locale, { decimals: 2 })}%`;

/** The summary PDF of a registration, in its language. */
export function buildSummaryPdf(
  row: BondRegistrationRow,
  productName: string,
  locale: Locale,
): Promise<Uint8Array> {
  const t = TEXT[locale];
  const money = (vnd: number) => t.vnd(formatNumber(vnd, locale, { decimals: 0 }));
  const grid = (rows: [string, string][]): PdfTable => ({
    kind: 'table',
    columns: [{ width: 0.45 }, { width: 0.55 }],
    rows,
    labelColumn: true,
  });
  const order: [string, string][] = [
    [t.product, `${row.productCode} – ${productName}`],
    [t.side, t.sides[row.side]],
    ...(row.side === 'buy' ? [[t.holding, t.holdings[row.holding]] as [string, string]] : []),
    [t.quantity, formatNumber(row.quantity, locale, { decimals: 0 })],
    [t.registrationDate, formatDate(row.registrationDate)],
    [t.settlementDate, formatDate(row.settlementDate)],
    ...(row.side === 'buy'
      ? ([
          [t.exitDate, formatDate(row.exitDate)],
          [t.holdingDays, t.days(row.holdingDays)],
        ] as [string, string][])
      : []),
    [t.unitPrice, money(row.unitPriceVnd)],
    [t.value, money(row.valueVnd)],
    [t.fee, money(row.feeVnd)],
    [t.payment, money(row.paymentVnd)],
    [t.ytm, percent(row.ytm, locale)],
    ...(row.side === 'buy'
      ? ([
          [t.irr, percent(row.irr, locale)],
          [t.profit, row.profitVnd === null ? '–' : money(row.profitVnd)],
        ] as [string, string][])
      : []),
  ];
  const customer: [string, string][] = [
    [t.name, row.fullName],
    [t.account, row.accountNumber],
    [t.bank, row.bankAccount],
    [t.phone, maskPhone(row.phone)],
    [t.email, row.email],
  ];
  const flows: PdfTable = {
    kind: 'table',
    columns: [
      { label: t.date, width: 0.3 },
      { label: t.kind, width: 0.3 },
      { label: t.amount, width: 0.4 },
    ],
    rows: row.cashFlows.map((flow) => [
      formatDate(flow.date),
      t.kinds[flow.kind],
      formatNumber(flow.amountVnd, locale, { decimals: 0 }),
    ]),
  };
  return buildDocumentPdf({
    title: t.title,
    meta: t.meta(row.reference, formatDate(row.createdAt)),
    locale,
    date: row.createdAt,
    blocks: [
      { kind: 'heading', text: t.order },
      grid(order),
      { kind: 'heading', text: t.customer },
      grid(customer),
      { kind: 'heading', text: t.flows },
      flows,
      t.note,
    ],
  });
}

/** The attachment's file name (ASCII). */
export const summaryFileName = (reference: string) => `${reference}.pdf`;
