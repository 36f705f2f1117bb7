import { z } from 'zod';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { MailTemplate } from './layout';

const Vnd = z.number().int();
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const Params = z.object({
  /**
   * The booked registration: the mailer attaches its PDF summary (lib/bonds/summary.ts), drawn
   * when the job runs, so no document travels through the queue.
   */
  registrationReference: z.string().regex(/^TP\d{10}$/),
  fullName: z.string().min(1).max(200),
  productCode: z.string().min(1).max(32),
  productName: z.string().min(1).max(300),
  side: z.enum(['buy', 'sell']),
  quantity: z.number().int().min(1),
  registrationDate: IsoDate,
  settlementDate: IsoDate,
  unitPriceVnd: Vnd,
  valueVnd: Vnd,
  feeVnd: Vnd,
  paymentVnd: Vnd,
  /** Fractions a year (0.0987). */
  ytm: z.number(),
  irr: z.number().nullable(),
  profitVnd: Vnd.nullable(),
});
type BondMailParams = z.infer<typeof Params>;

const money = (vnd: number, locale: Locale) => formatNumber(vnd, locale, { decimals: 0 });
const percent = (rate: number, locale: Locale) =>
  `${formatNumber(rate * 100, locale, { decimals: 2 })}%`;

function figuresVi(p: BondMailParams): string {
  const lines = [
    `Mã trái phiếu: ${p.productCode} – ${p.productName}`,
    `Loại giao dịch: ${p.side === 'buy' ? 'Mua' : 'Bán'}, ${money(p.quantity, 'vi')} trái phiếu`,
    `Ngày đăng ký: ${formatDate(p.registrationDate)}; ngày thanh toán: ${formatDate(p.settlementDate)}`,
    `Đơn giá: ${money(p.unitPriceVnd, 'vi')} đồng`,
    `Giá trị giao dịch: ${money(p.valueVnd, 'vi')} đồng`,
    `Phí giao dịch: ${money(p.feeVnd, 'vi')} đồng`,
    `Số tiền thanh toán: ${money(p.paymentVnd, 'vi')} đồng`,
    `Lợi suất đáo hạn (YTM): ${percent(p.ytm, 'vi')}`,
  ];
  if (p.irr !== null) lines.push(`IRR của dòng tiền: ${percent(p.irr, 'vi')}`);
  if (p.profitVnd !== null) lines.push(`Lợi nhuận dự kiến: ${money(p.profitVnd, 'vi')} đồng`);
  return lines.join('\n');
}

function figuresEn(p: BondMailParams): string {
  const lines = [
    `Bond: ${p.productCode} – ${p.productName}`,
    `Order: ${p.side === 'buy' ? 'buy' : 'sell'} ${money(p.quantity, 'en')} bonds`,
    `Registration date: ${formatDate(p.registrationDate)}; settlement date: ${formatDate(p.settlementDate)}`,
    `Unit price: ${money(p.unitPriceVnd, 'en')} VND`,
    `Transaction value: ${money(p.valueVnd, 'en')} VND`,
    `Transaction fee: ${money(p.feeVnd, 'en')} VND`,
    `Payment amount: ${money(p.paymentVnd, 'en')} VND`,
    `Yield to maturity (YTM): ${percent(p.ytm, 'en')}`,
  ];
  if (p.irr !== null) lines.push(`IRR of the cash flows: ${percent(p.irr, 'en')}`);
  if (p.profitVnd !== null) lines.push(`Expected profit: ${money(p.profitVnd, 'en')} VND`);
  return lines.join('\n');
}

/** To the customer who registered a bond trade: the figures, with the PDF summary attached. */
export const bondsRegistration: MailTemplate<typeof Params> = {
  params: Params,
  words: {
    vi: (p, brand) => ({
      subject: `[${brand.name}] Xác nhận đăng ký giao dịch trái phiếu ${p.registrationReference}`,
      paragraphs: [
        `Kính gửi Quý khách ${p.fullName},`,
        `${brand.name} đã nhận đăng ký giao dịch trái phiếu của Quý khách, số tham chiếu ${p.registrationReference}:`,
        figuresVi(p),
        'Bản tóm tắt đăng ký (PDF) được đính kèm thư này. Lợi suất tính theo số ngày thực tế/365. Chuyên viên của chúng tôi sẽ liên hệ trong ngày làm việc để hoàn tất hợp đồng và hướng dẫn thanh toán.',
        `Nếu cần hỗ trợ, Quý khách vui lòng gọi tổng đài ${brand.hotline} hoặc gửi thư tới ${brand.email}.`,
        `Trân trọng,\n${brand.name}`,
      ],
    }),
    en: (p, brand) => ({
      subject: `[${brand.name}] Bond trading registration ${p.registrationReference} confirmed`,
      paragraphs: [
        `Dear ${p.fullName},`,
        `${brand.name} has received your bond trading registration, reference ${p.registrationReference}:`,
        figuresEn(p),
        'The registration summary (PDF) is attached. Yields are on an Actual/365 day count. Our adviser will contact you within the working day to complete the contract and explain the payment.',
        `If you need help, please call our hotline ${brand.hotline} or write to ${brand.email}.`,
        `Kind regards,\n${brand.name}`,
      ],
    }),
  },
};
