import type { ContentSeed, PdfSeed } from '../content-types';
import { PDF, type Texts, at, fileUrl, pdfFile } from './corporate-util';

/**
 * Fee tables are written once with label cells as "Tiếng Việt / English" and figures in the
 * Vietnamese style (0,15%); each language gets its own table (translatable attrs): its half of
 * every label, and figures in its own number style.
 */
const englishFigures = (cell: string) =>
  cell.replace(/\d[\d.,]*\d/g, (n) => n.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')));

function localize(cell: string, locale: 'vi' | 'en'): string {
  const halves = cell.split(' / ');
  if (halves.length === 2) return locale === 'vi' ? halves[0]! : halves[1]!;
  if (halves.length > 2) throw new Error(`Fee cell "${cell}" has more than two languages`);
  return locale === 'vi' ? cell : englishFigures(cell);
}

const tableIn = (table: { columns: string[]; rows: string[][] }, locale: 'vi' | 'en') => ({
  columns: table.columns.map((c) => localize(c, locale)),
  rows: table.rows.map((row) => row.map((c) => localize(c, locale))),
});

const fee = (
  key: string,
  sort: number,
  table: { columns: string[]; rows: string[][] },
  effectiveDate: string,
  file: string | null,
  texts: Texts,
): ContentSeed => ({
  key,
  type: 'fee',
  sort,
  publishedAt: at('2025-12-15'),
  attrs: { ...tableIn(table, 'vi'), effectiveDate, file },
  localizedAttrs: { vi: tableIn(table, 'vi'), en: tableIn(table, 'en') },
  ...texts,
});

const FULL_SCHEDULE = {
  vi: `<p><a href="${fileUrl(PDF.fullFeeSchedule)}" target="_blank" rel="noopener">Tải Biểu phí dịch vụ chứng khoán 2026 đầy đủ (PDF)</a></p>`,
  en: `<p><a href="${fileUrl(PDF.fullFeeSchedule)}" target="_blank" rel="noopener">Download the full 2026 fee schedule (PDF, in Vietnamese)</a></p>`,
};

/** Fee schedules (route transactionFee). */
export const FEE_CONTENT: ContentSeed[] = [
  fee(
    'fee-trading',
    1,
    {
      columns: [
        'Giá trị khớp lệnh trong ngày / Daily matched value',
        'Trực tuyến / Online',
        'Tại quầy, tổng đài / Counter, phone',
      ],
      rows: [
        ['Dưới 100 triệu đồng / Under VND 100 million', '0,15%', '0,30%'],
        [
          'Từ 100 triệu đến dưới 500 triệu đồng / VND 100 million to under 500 million',
          '0,15%',
          '0,25%',
        ],
        ['Từ 500 triệu đến dưới 2 tỷ đồng / VND 500 million to under 2 billion', '0,12%', '0,20%'],
        ['Từ 2 tỷ đồng trở lên / VND 2 billion and above', '0,10%', '0,15%'],
        ['Trái phiếu niêm yết, mọi giá trị / Listed bonds, any value', '0,10%', '0,10%'],
      ],
    },
    '2026-01-01',
    pdfFile(PDF.tradingFees),
    {
      vi: {
        slug: 'phi-giao-dich-co-phieu-chung-chi-quy-chung-quyen',
        title: 'Phí giao dịch cổ phiếu, chứng chỉ quỹ, chứng quyền',
        summary:
          'Biểu phí minh họa theo kênh đặt lệnh và tổng giá trị khớp trong ngày, áp dụng từ 01/01/2026.',
        keywords: 'phí giao dịch, phí môi giới, biểu phí cổ phiếu',
        body: [
          'Biểu phí minh họa áp dụng từ ngày 01/01/2026 cho cổ phiếu, chứng chỉ quỹ đóng, chứng chỉ quỹ ETF và chứng quyền có bảo đảm giao dịch trên HOSE, HNX và UPCOM.',
          '<h2>Nguyên tắc tính phí</h2>',
          '<ul><li>Phí tính trên tổng giá trị khớp lệnh trong ngày của mỗi tài khoản, riêng cho từng kênh đặt lệnh.</li><li>Lệnh đặt qua website APS Trade và ứng dụng APS Mobile áp dụng mức trực tuyến; lệnh đặt tại quầy hoặc qua tổng đài áp dụng mức tại quầy.</li><li>Khi bán, quý khách chịu thêm thuế thu nhập cá nhân 0,1% giá trị chuyển nhượng, do An Phát khấu trừ và nộp thay.</li></ul>',
          'Ví dụ minh họa: trong ngày quý khách bán 300.000.000 đồng cổ phiếu qua APS Mobile. Phí giao dịch là 300.000.000 × 0,15% = 450.000 đồng, thuế thu nhập cá nhân là 300.000.000 × 0,1% = 300.000 đồng, số tiền thực nhận vào ngày T+2 là 299.250.000 đồng.',
          'Khách hàng tổ chức và khách hàng có giá trị giao dịch lớn được áp dụng mức phí thỏa thuận; vui lòng liên hệ chuyên viên chăm sóc hoặc tổng đài 1900 98 9999.',
          FULL_SCHEDULE.vi,
        ],
      },
      en: {
        slug: 'stock-fund-and-warrant-trading-fees',
        title: 'Trading fees for shares, fund certificates and warrants',
        summary:
          'Illustrative fee schedule by order channel and daily matched value, effective 1 January 2026.',
        keywords: 'trading fees, brokerage fees, stock fee schedule',
        body: [
          'This illustrative fee schedule applies from 1 January 2026 to shares, closed-end fund certificates, ETFs and covered warrants traded on HOSE, HNX and UPCOM.',
          '<h2>How fees are charged</h2>',
          '<ul><li>The fee is charged on each account’s total matched value for the day, separately for each channel.</li><li>Orders placed on the APS Trade website and the APS Mobile app pay the online rate; orders placed at a counter or by phone pay the counter rate.</li><li>When you sell, personal income tax of 0.1% of the sale value also applies; An Phat withholds and pays it for you.</li></ul>',
          'Illustrative example: you sell 300,000,000 VND of shares in APS Mobile in one day. The fee is 300,000,000 × 0.15% = 450,000 VND, the income tax is 300,000,000 × 0.1% = 300,000 VND and you receive 299,250,000 VND on T+2.',
          `Institutional and high-volume clients can agree their own rates; please contact your relationship manager or call 1900 98 9999.`,
          FULL_SCHEDULE.en,
        ],
      },
    },
  ),
  fee(
    'fee-margin',
    2,
    {
      columns: ['Dịch vụ / Service', 'Lãi suất, phí / Rate', 'Cơ sở tính / Basis'],
      rows: [
        [
          'Ký quỹ – gói Tiêu chuẩn / Margin – Standard package',
          '12,5%/năm / a year',
          'Dư nợ thực tế hằng ngày / Actual daily balance',
        ],
        [
          'Ký quỹ – gói Ưu đãi / Margin – Preferential package',
          '9,9%/năm / a year',
          'Dư nợ bình quân từ 5 tỷ đồng / Average balance from VND 5 billion',
        ],
        [
          'Lãi quá hạn / Overdue interest',
          '150% lãi suất trong hạn / 150% of the normal rate',
          'Số tiền và số ngày quá hạn / Overdue amount and days',
        ],
        [
          'Ứng trước tiền bán / Cash advance on sales',
          '0,035%/ngày / a day',
          'Số ngày thực tế, tối thiểu 20.000 đồng / Actual days, minimum VND 20,000',
        ],
        [
          'Gia hạn khoản vay ký quỹ / Margin loan extension',
          'Miễn phí / Free',
          'Một lần, tối đa 90 ngày / Once, up to 90 days',
        ],
      ],
    },
    '2026-01-01',
    null,
    {
      vi: {
        slug: 'lai-suat-ky-quy-va-phi-ung-truoc',
        title: 'Lãi suất giao dịch ký quỹ và phí ứng trước tiền bán',
        summary: 'Biểu phí minh họa cho vay ký quỹ, lãi quá hạn và ứng trước tiền bán chứng khoán.',
        keywords: 'lãi suất ký quỹ, lãi margin, phí ứng trước',
        body: [
          'Biểu phí minh họa áp dụng cho hợp đồng giao dịch ký quỹ và ứng trước tiền bán ký hoặc gia hạn từ ngày 01/01/2026.',
          '<h2>Cách tính lãi</h2>',
          '<ul><li>Tiền lãi = dư nợ × lãi suất năm × số ngày vay ÷ 365, tính trên dư nợ cuối mỗi ngày.</li><li>Lãi được trừ vào tài khoản khi quý khách trả nợ hoặc vào ngày làm việc cuối cùng của tháng, tùy thời điểm nào đến trước.</li><li>Mỗi khoản vay có thời hạn tối đa 90 ngày và được gia hạn một lần nếu chứng khoán vẫn thuộc danh mục ký quỹ.</li></ul>',
          'Ví dụ minh họa: vay 500.000.000 đồng trong 20 ngày theo gói Tiêu chuẩn, tiền lãi là 500.000.000 × 12,5% × 20 ÷ 365 ≈ 3.424.658 đồng.',
          '<h2>Tỷ lệ ký quỹ (minh họa)</h2>',
          '<table><thead><tr><th>Tỷ lệ</th><th>Mức</th><th>Ý nghĩa</th></tr></thead><tbody><tr><td>Ký quỹ ban đầu</td><td>50%</td><td>Vốn tự có tối thiểu khi mua</td></tr><tr><td>Ký quỹ duy trì</td><td>40%</td><td>Dưới mức này, An Phát gửi thông báo bổ sung ký quỹ</td></tr><tr><td>Xử lý</td><td>30%</td><td>An Phát bán chứng khoán để thu hồi nợ</td></tr></tbody></table>',
          FULL_SCHEDULE.vi,
        ],
      },
      en: {
        slug: 'margin-interest-and-advance-fees',
        title: 'Margin interest and cash advance fees',
        summary:
          'Illustrative rates for margin loans, overdue interest and cash advances on sales.',
        keywords: 'margin interest, margin rate, cash advance fee',
        body: [
          'These illustrative rates apply to margin and cash advance contracts signed or extended from 1 January 2026.',
          '<h2>How interest is calculated</h2>',
          '<ul><li>Interest = balance × annual rate × days ÷ 365, on the balance at the end of each day.</li><li>Interest is debited when you repay or on the last working day of the month, whichever comes first.</li><li>Each loan runs for up to 90 days and can be extended once while the security stays eligible.</li></ul>',
          `Illustrative example: borrowing 500,000,000 VND for 20 days on the Standard package costs 500,000,000 × 12.5% × 20 ÷ 365 ≈ 3,424,658 VND.`,
          '<h2>Margin ratios (illustrative)</h2>',
          '<table><thead><tr><th>Ratio</th><th>Level</th><th>Meaning</th></tr></thead><tbody><tr><td>Initial margin</td><td>50%</td><td>Minimum own funds when buying</td></tr><tr><td>Maintenance</td><td>40%</td><td>Below it, An Phat issues a margin call</td></tr><tr><td>Liquidation</td><td>30%</td><td>An Phat sells securities to recover the loan</td></tr></tbody></table>',
          FULL_SCHEDULE.en,
        ],
      },
    },
  ),
  fee(
    'fee-derivatives',
    3,
    {
      columns: ['Loại phí / Fee', 'Mức phí / Rate', 'Thu cho / Collected for'],
      rows: [
        [
          'Phí giao dịch trực tuyến / Online trading fee',
          '3.000 đồng mỗi hợp đồng / VND 3,000 per contract',
          'An Phát / An Phat',
        ],
        [
          'Phí giao dịch tại quầy, tổng đài / Counter or phone trading fee',
          '5.000 đồng mỗi hợp đồng / VND 5,000 per contract',
          'An Phát / An Phat',
        ],
        [
          'Phí giao dịch trả Sở / Exchange trading fee',
          '2.700 đồng mỗi hợp đồng / VND 2,700 per contract',
          'HNX',
        ],
        [
          'Phí quản lý vị thế / Position management fee',
          '2.550 đồng mỗi hợp đồng, tài khoản, ngày / VND 2,550 per contract, account and day',
          'VSDC',
        ],
        [
          'Phí quản lý tài sản ký quỹ / Margin asset management fee',
          '0,0024% giá trị lũy kế số dư ký quỹ mỗi tháng, từ 320.000 đến 1.600.000 đồng / of the cumulative margin balance a month, VND 320,000 to 1,600,000',
          'VSDC',
        ],
        [
          'Nộp, rút ký quỹ / Margin deposits and withdrawals',
          'Miễn phí tại An Phát / Free at An Phat',
          'Phí chuyển tiền ngân hàng nếu có / Bank charges, if any',
        ],
      ],
    },
    '2026-01-01',
    null,
    {
      vi: {
        slug: 'phi-giao-dich-chung-khoan-phai-sinh',
        title: 'Phí giao dịch chứng khoán phái sinh',
        summary:
          'Biểu phí minh họa cho hợp đồng tương lai: phí môi giới An Phát, phí Sở giao dịch và phí VSDC.',
        keywords: 'phí phái sinh, phí hợp đồng tương lai, phí VSDC',
        body: [
          'Biểu phí minh họa áp dụng từ ngày 01/01/2026 cho hợp đồng tương lai chỉ số VN30 giao dịch trên HNX.',
          '<h2>Nguyên tắc tính phí</h2>',
          '<ul><li>Phí giao dịch tính trên số hợp đồng khớp, ở cả lệnh mở và lệnh đóng vị thế.</li><li>Phí quản lý vị thế tính trên số hợp đồng còn mở vào cuối mỗi ngày.</li><li>Phí của Sở giao dịch và VSDC được An Phát thu hộ và nộp theo quy định.</li><li>Thuế thu nhập cá nhân đối với giao dịch phái sinh được khấu trừ theo quy định hiện hành.</li></ul>',
          'Ví dụ minh họa: mở và đóng 10 hợp đồng trong cùng ngày qua APS Mobile. Phí An Phát là 20 × 3.000 = 60.000 đồng, phí Sở giao dịch là 20 × 2.700 = 54.000 đồng; không phát sinh phí quản lý vị thế vì cuối ngày không còn vị thế mở.',
          FULL_SCHEDULE.vi,
        ],
      },
      en: {
        slug: 'derivatives-trading-fees',
        title: 'Derivatives trading fees',
        summary:
          'Illustrative fees for futures: An Phat’s brokerage fee, the exchange fee and the VSDC fees.',
        keywords: 'derivatives fees, futures fees, VSDC fees',
        body: [
          'This illustrative fee schedule applies from 1 January 2026 to VN30 index futures traded on HNX.',
          '<h2>How fees are charged</h2>',
          '<ul><li>Trading fees apply to every matched contract, on both opening and closing orders.</li><li>The position management fee applies to contracts still open at the end of each day.</li><li>Exchange and VSDC fees are collected by An Phat and paid over as the rules require.</li><li>Personal income tax on derivatives trades is withheld under current regulations.</li></ul>',
          `Illustrative example: you open and close 10 contracts on the same day in APS Mobile. An Phat’s fee is 20 × 3,000 = 60,000 VND and the exchange fee 20 × 2,700 = 54,000 VND; there is no position fee because nothing is open at the close.`,
          FULL_SCHEDULE.en,
        ],
      },
    },
  ),
  fee(
    'fee-custody-and-other',
    4,
    {
      columns: ['Dịch vụ / Service', 'Mức phí / Fee', 'Ghi chú / Note'],
      rows: [
        [
          'Lưu ký cổ phiếu, chứng chỉ quỹ, chứng quyền / Custody of shares, fund units, warrants',
          '0,27 đồng mỗi chứng khoán, tháng / VND 0.27 per security a month',
          'Thu hộ VSDC / Collected for VSDC',
        ],
        [
          'Lưu ký trái phiếu / Custody of bonds',
          '0,18 đồng mỗi trái phiếu, tháng / VND 0.18 per bond a month',
          'Thu hộ VSDC / Collected for VSDC',
        ],
        [
          'Chuyển khoản chứng khoán sang công ty khác / Transfer to another broker',
          '0,3 đồng mỗi chứng khoán, tối đa 300.000 đồng mỗi mã / VND 0.3 per security, at most VND 300,000 per symbol',
          'Nhận chuyển đến miễn phí / Incoming transfers free',
        ],
        [
          'Chuyển quyền sở hữu ngoài sàn / Off-exchange ownership transfer',
          '0,1% giá trị theo mệnh giá, tối thiểu 100.000 đồng / 0.1% of par value, at least VND 100,000',
          'Chưa gồm thuế / Tax not included',
        ],
        [
          'Phong tỏa, giải tỏa chứng khoán / Blocking or releasing securities',
          '100.000 đồng mỗi lần / VND 100,000 per request',
          'Theo yêu cầu / On request',
        ],
        [
          'Rút tiền về ngân hàng / Withdrawal to a bank',
          'Miễn phí / Free',
          'Trực tuyến hoặc tại quầy / Online or at a counter',
        ],
        [
          'Thông báo SMS / SMS alerts',
          '11.000 đồng mỗi tháng / VND 11,000 a month',
          'Mỗi số điện thoại / Per phone number',
        ],
        [
          'Sao kê, xác nhận số dư có dấu / Stamped statement or balance confirmation',
          '50.000–150.000 đồng mỗi bản / VND 50,000–150,000 per copy',
          'Sao kê trực tuyến miễn phí / Online statements free',
        ],
        [
          'Đóng tài khoản / Account closure',
          'Miễn phí / Free',
          'Số dư tiền và chứng khoán bằng 0 / Cash and securities at zero',
        ],
      ],
    },
    '2026-01-01',
    null,
    {
      vi: {
        slug: 'phi-luu-ky-va-dich-vu-khac',
        title: 'Phí lưu ký và các dịch vụ khác',
        summary:
          'Biểu phí minh họa cho lưu ký, chuyển khoản chứng khoán, rút tiền, SMS, sao kê và đóng tài khoản.',
        keywords: 'phí lưu ký, phí chuyển khoản chứng khoán, phí SMS, đóng tài khoản',
        body: [
          'Biểu phí minh họa áp dụng từ ngày 01/01/2026 cho các dịch vụ tài khoản ngoài giao dịch.',
          '<h2>Phí lưu ký</h2>',
          'Phí lưu ký tính trên số dư chứng khoán cuối mỗi ngày trong tháng và được trừ vào tài khoản tiền vào ngày làm việc đầu tiên của tháng sau. Ví dụ minh họa: nắm giữ 10.000 cổ phiếu suốt tháng 30 ngày, phí lưu ký là 10.000 × 0,27 = 2.700 đồng.',
          '<h2>Lưu ý</h2>',
          '<ul><li>Nếu tài khoản không đủ tiền, phí lưu ký được cộng dồn và thu khi tài khoản có tiền.</li><li>Khi đóng tài khoản, quý khách thanh toán các khoản phí còn nợ và chuyển hết chứng khoán, tiền ra khỏi tài khoản.</li><li>Phí chuyển tiền của ngân hàng (nếu có) do ngân hàng thu theo biểu phí của ngân hàng.</li></ul>',
          FULL_SCHEDULE.vi,
        ],
      },
      en: {
        slug: 'custody-and-other-fees',
        title: 'Custody and other fees',
        summary:
          'Illustrative fees for custody, securities transfers, withdrawals, SMS, statements and account closure.',
        keywords: 'custody fee, securities transfer fee, SMS fee, account closure',
        body: [
          'This illustrative fee schedule applies from 1 January 2026 to account services other than trading.',
          '<h2>Custody fees</h2>',
          'Custody fees are charged on the securities balance at the end of each day of the month and debited on the first working day of the next month. Illustrative example: holding 10,000 shares for a 30-day month costs 10,000 × 0.27 = 2,700 VND.',
          '<h2>Points to note</h2>',
          '<ul><li>If the account lacks cash, custody fees accrue and are collected when cash arrives.</li><li>To close an account, settle any fees due and move all securities and cash out of it.</li><li>Banks may charge their own transfer fees under their fee schedules.</li></ul>',
          FULL_SCHEDULE.en,
        ],
      },
    },
  ),
  fee(
    'fee-bonds',
    5,
    {
      columns: ['Giao dịch / Transaction', 'Mức phí / Fee', 'Ghi chú / Note'],
      rows: [
        [
          'Mua trái phiếu phát hành riêng lẻ do An Phát phân phối / Buying privately placed bonds distributed by An Phat',
          'Miễn phí / Free',
          'Giá mua đã gồm chi phí / Price includes costs',
        ],
        [
          'Bán lại trước hạn theo hình thức linh hoạt / Flexible early sale',
          '0,10% giá trị giao dịch / of trade value',
          'Tối thiểu 50.000 đồng / At least VND 50,000',
        ],
        [
          'Giao dịch trái phiếu riêng lẻ trên hệ thống HNX / Private bond trades on the HNX system',
          '0,10% giá trị giao dịch / of trade value',
          'Chưa gồm phí Sở, VSDC / Exchange and VSDC fees extra',
        ],
        [
          'Thuế thu nhập cá nhân khi bán / Income tax on sale',
          '0,1% giá trị chuyển nhượng / of sale value',
          'An Phát khấu trừ / Withheld by An Phat',
        ],
        [
          'Thuế thu nhập cá nhân trên tiền lãi / Income tax on coupons',
          '5% tiền lãi / of the coupon',
          'Tổ chức phát hành khấu trừ / Withheld by the issuer',
        ],
      ],
    },
    '2026-03-01',
    null,
    {
      vi: {
        slug: 'phi-giao-dich-trai-phieu-doanh-nghiep',
        title: 'Phí giao dịch trái phiếu doanh nghiệp',
        summary:
          'Biểu phí minh họa cho mua, bán lại trước hạn trái phiếu doanh nghiệp và các khoản thuế liên quan.',
        keywords: 'phí trái phiếu, thuế trái phiếu, bán trước hạn',
        body: [
          'Biểu phí minh họa áp dụng từ ngày 01/03/2026 cho trái phiếu doanh nghiệp do An Phát phân phối và trái phiếu giao dịch qua An Phát.',
          '<h2>Cách tính</h2>',
          'Giá trị giao dịch = giá mua hoặc bán trên mỗi trái phiếu × số lượng, đã bao gồm lãi cộng dồn. Phí và thuế hiển thị trên màn hình đăng ký giao dịch trước khi quý khách xác nhận.',
          'Ví dụ minh họa: bán lại trước hạn 500 trái phiếu giá 101.200 đồng, giá trị giao dịch là 50.600.000 đồng; phí 0,10% là 50.600 đồng, thuế thu nhập cá nhân 0,1% là 50.600 đồng, quý khách thực nhận 50.498.800 đồng.',
          'Lợi suất đáo hạn và IRR công bố trên trang Trái phiếu doanh nghiệp đã trừ các khoản phí trong bảng.',
          FULL_SCHEDULE.vi,
        ],
      },
      en: {
        slug: 'corporate-bond-fees',
        title: 'Corporate bond fees',
        summary:
          'Illustrative fees for buying and selling corporate bonds before maturity, and the related taxes.',
        keywords: 'bond fees, bond tax, early sale',
        body: [
          'This illustrative fee schedule applies from 1 March 2026 to corporate bonds distributed by An Phat and bonds traded through An Phat.',
          '<h2>How it is calculated</h2>',
          'Trade value = price per bond × quantity, including accrued interest. Fees and taxes are shown on the registration screen before you confirm.',
          'Illustrative example: selling 500 bonds early at 101,200 VND gives a trade value of 50,600,000 VND; the 0.10% fee is 50,600 VND, the 0.1% income tax is 50,600 VND and you receive 50,498,800 VND.',
          `The yields to maturity and IRRs on the Corporate bonds page are shown after the fees in the table.`,
          FULL_SCHEDULE.en,
        ],
      },
    },
  ),
];

/** The fee PDFs: one fee item's file and the full schedule linked from every fee. */
export const FEE_PDFS: PdfSeed[] = [
  {
    name: PDF.tradingFees,
    title: 'Biểu phí giao dịch cổ phiếu, chứng chỉ quỹ, chứng quyền 2026',
    lines: [
      'Biểu phí minh họa, áp dụng từ ngày 01/01/2026 cho cổ phiếu, chứng chỉ quỹ đóng, chứng chỉ quỹ ETF và chứng quyền có bảo đảm.',
      '',
      'Giá trị khớp lệnh trong ngày | Trực tuyến | Tại quầy, tổng đài',
      'Dưới 100 triệu đồng | 0,15% | 0,30%',
      'Từ 100 triệu đến dưới 500 triệu đồng | 0,15% | 0,25%',
      'Từ 500 triệu đến dưới 2 tỷ đồng | 0,12% | 0,20%',
      'Từ 2 tỷ đồng trở lên | 0,10% | 0,15%',
      'Trái phiếu niêm yết, mọi giá trị | 0,10% | 0,10%',
      '',
      'Phí tính trên tổng giá trị khớp lệnh trong ngày của mỗi tài khoản, theo từng kênh.',
      'Thuế thu nhập cá nhân khi bán: 0,1% giá trị chuyển nhượng, An Phát khấu trừ và nộp thay.',
      '',
      'Tổng đài hỗ trợ 1900 98 9999.',
    ],
  },
  {
    name: PDF.fullFeeSchedule,
    title: 'Biểu phí dịch vụ chứng khoán 2026',
    lines: [
      'Biểu phí minh họa, áp dụng từ ngày 01/01/2026.',
      '',
      '1. Giao dịch cổ phiếu, chứng chỉ quỹ, chứng quyền',
      'Trực tuyến: 0,10% – 0,15%; tại quầy, tổng đài: 0,15% – 0,30% giá trị khớp lệnh, theo tổng giá trị khớp trong ngày.',
      '2. Giao dịch ký quỹ và ứng trước',
      'Lãi suất ký quỹ: 12,5%/năm (gói Tiêu chuẩn), từ 9,9%/năm (gói Ưu đãi); lãi quá hạn bằng 150% lãi suất trong hạn. Ứng trước tiền bán: 0,035%/ngày, tối thiểu 20.000 đồng/lần.',
      '3. Chứng khoán phái sinh',
      'Phí An Phát: 3.000 đồng/hợp đồng (trực tuyến), 5.000 đồng/hợp đồng (tại quầy). Phí Sở giao dịch: 2.700 đồng/hợp đồng. Phí quản lý vị thế VSDC: 2.550 đồng/hợp đồng/tài khoản/ngày.',
      '4. Lưu ký và dịch vụ khác',
      'Lưu ký: 0,27 đồng/cổ phiếu/tháng; 0,18 đồng/trái phiếu/tháng. Chuyển khoản chứng khoán: 0,3 đồng/chứng khoán, tối đa 300.000 đồng/mã/lần. SMS: 11.000 đồng/tháng. Rút tiền và đóng tài khoản: miễn phí.',
      '5. Trái phiếu doanh nghiệp',
      'Bán lại trước hạn: 0,10% giá trị giao dịch, tối thiểu 50.000 đồng; thuế thu nhập cá nhân 0,1% giá trị chuyển nhượng.',
      '',
      'Thuế thu nhập cá nhân khi bán chứng khoán: 0,1% giá trị chuyển nhượng.',
      'Tổng đài hỗ trợ 1900 98 9999.',
    ],
  },
];
