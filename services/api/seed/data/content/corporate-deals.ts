import type { ContentAttrs } from '@brokerage/shared/validation/contentItems.ts';
import type { ContentSeed } from '../content-types';
import type { Localized } from '../types';
import { type Texts, at } from './corporate-util';

/** The deal roles the site translates (a role is a code in attrs, the same in both languages). */
export const DEAL_ROLES = [
  'lead_underwriter',
  'co_underwriter',
  'financial_advisor',
  'issuance_agent',
  'listing_advisor',
] as const;
type DealRole = (typeof DEAL_ROLES)[number];

const BILLION = 1_000_000_000;

/** A company's registered name in each language (an English page shows the English one). */
type Issuer = Localized<string>;

/** Each language's issuer name over the shared (Vietnamese) one: an English page shows its own. */
const issuerNames = (issuer: Issuer) => ({
  vi: { issuer: issuer.vi },
  en: { issuer: issuer.en },
});

const deal = (
  key: string,
  issuer: Issuer,
  role: DealRole,
  billionVnd: number,
  dealDate: string,
  texts: Texts,
  outstanding = false,
): ContentSeed => ({
  key,
  type: 'recent_deal',
  outstanding,
  publishedAt: at(dealDate, '16:00'),
  attrs: { issuer: issuer.vi, role, valueVnd: billionVnd * BILLION, dealDate, logo: null },
  localizedAttrs: issuerNames(issuer),
  ...texts,
});

const bond = (
  key: string,
  sort: number,
  published: string,
  { issuer, ...attrs }: Omit<ContentAttrs<'bond_product'>, 'issuer'> & { issuer: Issuer },
  texts: Texts,
): ContentSeed => ({
  key,
  type: 'bond_product',
  sort,
  publishedAt: at(published),
  attrs: { ...attrs, issuer: issuer.vi },
  localizedAttrs: issuerNames(issuer),
  ...texts,
});

const ISSUER = {
  saoMai: { vi: 'Công ty Cổ phần Năng lượng Sao Mai', en: 'Sao Mai Energy JSC' },
  cangXanh: { vi: 'Công ty Cổ phần Logistics Cảng Xanh', en: 'Cang Xanh Logistics JSC' },
  dongNoi: { vi: 'Công ty Cổ phần Thực phẩm Đồng Nội', en: 'Dong Noi Food JSC' },
  mienTrung: { vi: 'Công ty Cổ phần Hạ tầng Miền Trung', en: 'Mien Trung Infrastructure JSC' },
  bacHai: { vi: 'Ngân hàng Thương mại Cổ phần Bắc Hải', en: 'Bac Hai Commercial Joint Stock Bank' },
  phuThinh: {
    vi: 'Công ty Cổ phần Khu công nghiệp Phú Thịnh',
    en: 'Phu Thinh Industrial Park JSC',
  },
  kimLong: { vi: 'Công ty Cổ phần Nhựa Kim Long', en: 'Kim Long Plastics JSC' },
  hoaAn: { vi: 'Công ty Cổ phần Dược phẩm Hòa An', en: 'Hoa An Pharmaceutical JSC' },
} as const satisfies Record<string, Issuer>;

/** Investment-banking deals (NHDT_RECENT_DEAL), newest first. */
export const DEAL_CONTENT: ContentSeed[] = [
  deal(
    'deal-sao-mai-song-lam-merger',
    ISSUER.saoMai,
    'financial_advisor',
    1_800,
    '2026-10-15',
    {
      vi: {
        slug: 'tu-van-sap-nhap-thuy-dien-song-lam-vao-nang-luong-sao-mai',
        title: 'Tư vấn sáp nhập Thủy điện Sông Lam vào Năng lượng Sao Mai',
        summary:
          'An Phát là đơn vị tư vấn tài chính cho thương vụ sáp nhập trị giá 1.800 tỷ đồng bằng hoán đổi cổ phiếu.',
        body: [
          'Năng lượng Sao Mai sáp nhập Công ty Cổ phần Thủy điện Sông Lam thông qua phát hành cổ phiếu để hoán đổi, nâng tổng công suất thủy điện đang vận hành lên 420 MW.',
          'An Phát định giá hai doanh nghiệp, đề xuất tỷ lệ hoán đổi, lập hồ sơ trình Đại hội đồng cổ đông hai công ty và hồ sơ phát hành gửi Ủy ban Chứng khoán Nhà nước.',
          'Thương vụ hoàn tất ngày 15/10/2026. Thông tin thương vụ là dữ liệu minh họa.',
        ],
      },
      en: {
        slug: 'song-lam-hydropower-merger-into-sao-mai-energy',
        title: 'Merger of Song Lam Hydropower into Sao Mai Energy',
        summary: 'An Phat was financial adviser on the 1,800 billion VND all-share merger.',
        body: [
          'Sao Mai Energy merged with Song Lam Hydropower JSC through a share swap, taking its operating hydropower capacity to 420 MW.',
          'An Phat valued both companies, proposed the swap ratio and prepared the files for both general meetings and the issuance file for the State Securities Commission.',
          'The deal closed on 15 October 2026. The deal information is illustrative.',
        ],
      },
    },
    true,
  ),
  deal(
    'deal-cang-xanh-listing',
    ISSUER.cangXanh,
    'listing_advisor',
    1_450,
    '2026-06-22',
    {
      vi: {
        slug: 'tu-van-niem-yet-co-phieu-logistics-cang-xanh-tren-hose',
        title: 'Tư vấn niêm yết cổ phiếu Logistics Cảng Xanh trên HOSE',
        summary:
          '145 triệu cổ phiếu, giá trị theo mệnh giá 1.450 tỷ đồng, chính thức giao dịch trên HOSE.',
        body: [
          'Logistics Cảng Xanh vận hành hệ thống cảng cạn và kho bãi tại Hải Phòng, TP. Hồ Chí Minh và Đồng Nai. Sau hai năm đăng ký giao dịch trên UPCOM, doanh nghiệp chuyển sang niêm yết trên HOSE.',
          'An Phát rà soát điều kiện niêm yết, chuẩn hóa báo cáo quản trị, lập hồ sơ niêm yết và tổ chức gặp gỡ nhà đầu tư tổ chức trước ngày giao dịch đầu tiên.',
          'Ngày giao dịch đầu tiên trên HOSE là 22/06/2026. Thông tin thương vụ là dữ liệu minh họa.',
        ],
      },
      en: {
        slug: 'cang-xanh-logistics-hose-listing',
        title: 'HOSE listing of Cang Xanh Logistics',
        summary: '145 million shares, 1,450 billion VND at par, now trading on HOSE.',
        body: [
          'Cang Xanh Logistics runs inland container depots and warehouses in Hai Phong, Ho Chi Minh City and Dong Nai. After two years on UPCOM, the company moved to a HOSE listing.',
          'An Phat reviewed the listing conditions, brought governance reporting up to standard, prepared the listing file and arranged meetings with institutional investors before the first trading day.',
          'The shares first traded on HOSE on 22 June 2026. The deal information is illustrative.',
        ],
      },
    },
    true,
  ),
  deal('deal-phu-thinh-green-bond', ISSUER.phuThinh, 'financial_advisor', 900, '2026-05-20', {
    vi: {
      slug: 'tu-van-phat-hanh-trai-phieu-xanh-khu-cong-nghiep-phu-thinh',
      title: 'Tư vấn phát hành trái phiếu xanh Khu công nghiệp Phú Thịnh',
      summary:
        '900 tỷ đồng trái phiếu kỳ hạn 2 năm tài trợ hệ thống điện mặt trời áp mái và xử lý nước thải.',
      body: [
        'Khu công nghiệp Phú Thịnh phát hành 9.000.000 trái phiếu, mệnh giá 100.000 đồng, để đầu tư điện mặt trời áp mái cho nhà xưởng cho thuê và nâng cấp nhà máy xử lý nước thải tập trung.',
        'An Phát tư vấn khung trái phiếu xanh, phối hợp đơn vị đánh giá độc lập và phân phối cho nhà đầu tư tổ chức, nhà đầu tư chứng khoán chuyên nghiệp.',
        'Phát hành thành công ngày 20/05/2026. Thông tin thương vụ là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'phu-thinh-industrial-park-green-bond',
      title: 'Green bond issue for Phu Thinh Industrial Park',
      summary:
        '900 billion VND of two-year bonds financing rooftop solar and wastewater treatment.',
      body: [
        'Phu Thinh Industrial Park issued 9,000,000 bonds at 100,000 VND par to fund rooftop solar on its rental factories and to upgrade its central wastewater treatment plant.',
        'An Phat advised on the green bond framework, worked with the independent reviewer and placed the bonds with institutions and professional investors.',
        'The issue was completed on 20 May 2026. The deal information is illustrative.',
      ],
    },
  }),
  deal('deal-dong-noi-stake-sale', ISSUER.dongNoi, 'financial_advisor', 640, '2026-03-30', {
    vi: {
      slug: 'tu-van-ban-35-von-thuc-pham-dong-noi',
      title: 'Tư vấn bên bán: chuyển nhượng 35% vốn Thực phẩm Đồng Nội',
      summary:
        'Nhà đầu tư chiến lược Nhật Bản nhận chuyển nhượng 35% cổ phần với giá trị 640 tỷ đồng.',
      body: [
        'Các cổ đông sáng lập của Thực phẩm Đồng Nội, doanh nghiệp chế biến thực phẩm đông lạnh xuất khẩu, chuyển nhượng 35% vốn cho một tập đoàn thực phẩm Nhật Bản.',
        'An Phát chuẩn bị bản giới thiệu doanh nghiệp, tiếp cận 14 nhà đầu tư tiềm năng, quản lý phòng dữ liệu và hỗ trợ đàm phán hợp đồng chuyển nhượng.',
        'Giao dịch hoàn tất ngày 30/03/2026. Thông tin thương vụ là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'dong-noi-food-35-percent-stake-sale',
      title: 'Sell-side advice: 35% stake sale in Dong Noi Food',
      summary: 'A Japanese strategic investor acquired 35% of the company for 640 billion VND.',
      body: [
        'The founding shareholders of Dong Noi Food, a frozen-food exporter, sold a 35% stake to a Japanese food group.',
        'An Phat prepared the information memorandum, approached 14 potential investors, ran the data room and supported the negotiation of the share purchase agreement.',
        'The deal closed on 30 March 2026. The deal information is illustrative.',
      ],
    },
  }),
  deal('deal-hoa-an-transfer-listing', ISSUER.hoaAn, 'listing_advisor', 1_150, '2025-12-09', {
    vi: {
      slug: 'tu-van-chuyen-san-duoc-pham-hoa-an-sang-hose',
      title: 'Tư vấn chuyển cổ phiếu Dược phẩm Hòa An từ UPCOM sang HOSE',
      summary: '115 triệu cổ phiếu, giá trị theo mệnh giá 1.150 tỷ đồng, niêm yết trên HOSE.',
      body: [
        'Dược phẩm Hòa An sản xuất thuốc generic đạt chuẩn EU-GMP tại Bắc Ninh. Doanh nghiệp hủy đăng ký giao dịch trên UPCOM để niêm yết trên HOSE.',
        'An Phát tư vấn tăng tỷ lệ cổ phiếu do cổ đông nhỏ nắm giữ, lập hồ sơ niêm yết và tổ chức hội thảo giới thiệu doanh nghiệp cho nhà đầu tư.',
        'Ngày giao dịch đầu tiên trên HOSE là 09/12/2025. Thông tin thương vụ là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'hoa-an-pharma-move-from-upcom-to-hose',
      title: 'Move of Hoa An Pharma shares from UPCOM to HOSE',
      summary: '115 million shares, 1,150 billion VND at par, listed on HOSE.',
      body: [
        'Hoa An Pharma makes EU-GMP generic medicines in Bac Ninh. The company left UPCOM to list on HOSE.',
        'An Phat advised on widening the free float, prepared the listing file and held an investor presentation on the company.',
        'The shares first traded on HOSE on 9 December 2025. The deal information is illustrative.',
      ],
    },
  }),
  deal('deal-mien-trung-ipo', ISSUER.mienTrung, 'lead_underwriter', 500, '2025-11-18', {
    vi: {
      slug: 'bao-lanh-ipo-ha-tang-mien-trung',
      title: 'Bảo lãnh phát hành IPO Hạ tầng Miền Trung',
      summary:
        'An Phát là tổ chức bảo lãnh chính theo hình thức cam kết chắc chắn cho đợt IPO 500 tỷ đồng.',
      body: [
        'Hạ tầng Miền Trung đầu tư và khai thác các tuyến đường, cảng cá và khu tái định cư tại Đà Nẵng và Quảng Ngãi. Đợt chào bán lần đầu ra công chúng gồm 25 triệu cổ phiếu, giá 20.000 đồng/cổ phiếu.',
        'An Phát dẫn dắt tổ hợp ba công ty chứng khoán, cam kết mua toàn bộ số cổ phiếu chưa phân phối hết. Đợt chào bán được đăng ký mua vượt 1,6 lần.',
        'Kết thúc đợt chào bán ngày 18/11/2025. Thông tin thương vụ là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'mien-trung-infrastructure-ipo-underwriting',
      title: 'IPO underwriting for Mien Trung Infrastructure',
      summary:
        'An Phat was lead underwriter on a firm-commitment basis for the 500 billion VND IPO.',
      body: [
        'Mien Trung Infrastructure builds and operates roads, fishing ports and resettlement areas in Da Nang and Quang Ngai. The initial public offering comprised 25 million shares at 20,000 VND each.',
        'An Phat led a syndicate of three securities companies and committed to buy any unsold shares. The offering was 1.6 times oversubscribed.',
        'The offering closed on 18 November 2025. The deal information is illustrative.',
      ],
    },
  }),
  deal('deal-sao-mai-bond', ISSUER.saoMai, 'issuance_agent', 1_200, '2025-09-26', {
    vi: {
      slug: 'dai-ly-phat-hanh-trai-phieu-nang-luong-sao-mai-2025',
      title: 'Đại lý phát hành 1.200 tỷ đồng trái phiếu Năng lượng Sao Mai',
      summary: 'Trái phiếu kỳ hạn 3 năm, lãi suất cố định 9,8%/năm, có tài sản bảo đảm.',
      body: [
        'Năng lượng Sao Mai phát hành 12.000.000 trái phiếu mã SMNH2528001 để tái cấp vốn các khoản vay xây dựng nhà máy thủy điện đã đi vào vận hành.',
        'An Phát tư vấn hồ sơ, làm đại lý phát hành, đại lý đăng ký lưu ký và phân phối trái phiếu cho nhà đầu tư chứng khoán chuyên nghiệp.',
        'Phát hành thành công ngày 26/09/2025. Thông tin thương vụ là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'sao-mai-energy-bond-issue-2025',
      title: 'Issuing agent for 1,200 billion VND of Sao Mai Energy bonds',
      summary: 'Secured three-year bonds with a fixed 9.8% coupon.',
      body: [
        'Sao Mai Energy issued 12,000,000 bonds, code SMNH2528001, to refinance construction loans for hydropower plants now in operation.',
        'An Phat advised on the documentation, acted as issuing, registration and custody agent and placed the bonds with professional investors.',
        'The issue was completed on 26 September 2025. The deal information is illustrative.',
      ],
    },
  }),
  deal('deal-bac-hai-public-bond', ISSUER.bacHai, 'co_underwriter', 2_000, '2025-08-12', {
    vi: {
      slug: 'dong-bao-lanh-trai-phieu-ra-cong-chung-ngan-hang-bac-hai',
      title: 'Đồng bảo lãnh trái phiếu ra công chúng Ngân hàng Bắc Hải',
      summary:
        '2.000 tỷ đồng trái phiếu kỳ hạn 7 năm chào bán ra công chúng, An Phát là tổ chức đồng bảo lãnh.',
      body: [
        'Ngân hàng TMCP Bắc Hải chào bán trái phiếu ra công chúng kỳ hạn 7 năm để bổ sung vốn cấp 2, mệnh giá 100.000 đồng, nhà đầu tư cá nhân mua từ 10 trái phiếu.',
        'An Phát tham gia tổ hợp bảo lãnh, phân phối qua mạng lưới chi nhánh và ứng dụng APS Mobile.',
        'Kết thúc đợt chào bán ngày 12/08/2025. Thông tin thương vụ là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'bac-hai-bank-public-bond-co-underwriting',
      title: 'Co-underwriting of Bac Hai Bank’s public bond offering',
      summary: '2,000 billion VND of seven-year public bonds, with An Phat as co-underwriter.',
      body: [
        'Bac Hai Commercial Joint Stock Bank offered seven-year bonds to the public to add to its tier-2 capital, at 100,000 VND par, with individuals buying from 10 bonds.',
        'An Phat was part of the underwriting syndicate and distributed the bonds through its branches and the APS Mobile app.',
        'The offering closed on 12 August 2025. The deal information is illustrative.',
      ],
    },
  }),
  deal('deal-kim-long-rights-issue', ISSUER.kimLong, 'lead_underwriter', 320, '2025-06-16', {
    vi: {
      slug: 'bao-lanh-chao-ban-co-phieu-cho-co-dong-hien-huu-nhua-kim-long',
      title: 'Bảo lãnh chào bán cổ phiếu cho cổ đông hiện hữu Nhựa Kim Long',
      summary: '32 triệu cổ phiếu, tỷ lệ thực hiện quyền 5:2, giá 10.000 đồng/cổ phiếu.',
      body: [
        'Nhựa Kim Long tăng vốn để đầu tư dây chuyền ống nhựa HDPE đường kính lớn tại Tây Ninh. Cổ đông sở hữu 5 cổ phiếu được mua thêm 2 cổ phiếu mới với giá 10.000 đồng.',
        'An Phát bảo lãnh theo hình thức cam kết chắc chắn cho số cổ phiếu cổ đông không đăng ký mua, hướng dẫn cổ đông đăng ký và chuyển nhượng quyền mua.',
        'Kết thúc đợt chào bán ngày 16/06/2025 với 100% số cổ phiếu được phân phối. Thông tin thương vụ là dữ liệu minh họa.',
      ],
    },
    en: {
      slug: 'kim-long-plastics-rights-issue-underwriting',
      title: 'Rights issue underwriting for Kim Long Plastics',
      summary: '32 million shares, a 5-for-2 rights ratio, at 10,000 VND per share.',
      body: [
        'Kim Long Plastics raised capital for a large-diameter HDPE pipe line in Tay Ninh. Shareholders could buy 2 new shares for every 5 held, at 10,000 VND each.',
        'An Phat underwrote on a firm-commitment basis the shares shareholders did not take up, and guided shareholders through subscribing and transferring their rights.',
        'The offering closed on 16 June 2025 with every share placed. The deal information is illustrative.',
      ],
    },
  }),
];

const BOND_NOTE = {
  vi: 'Trái phiếu phát hành riêng lẻ chỉ dành cho nhà đầu tư chứng khoán chuyên nghiệp. Trái phiếu không phải tiền gửi ngân hàng; quý khách chịu rủi ro tín dụng của tổ chức phát hành. Thông tin sản phẩm là dữ liệu minh họa.',
  en: 'Privately placed bonds are for professional securities investors only. Bonds are not bank deposits; you bear the issuer’s credit risk. The product information is illustrative.',
};

const BOND_HOW = {
  vi: '<h2>Đăng ký mua</h2><ol><li>Chọn mã trái phiếu trên trang Trái phiếu doanh nghiệp và nhấn Đăng ký giao dịch.</li><li>Nhập số lượng, chọn hình thức nắm giữ đến đáo hạn hoặc linh hoạt, xem lợi suất và dòng tiền dự kiến.</li><li>Xác nhận bằng mã OTP; chuyên viên An Phát liên hệ trong ngày làm việc để hoàn tất hợp đồng.</li></ol>',
  en: '<h2>How to buy</h2><ol><li>Pick the bond on the Corporate bonds page and choose Register to trade.</li><li>Enter the quantity, choose hold-to-maturity or flexible, and review the expected yield and cash flows.</li><li>Confirm with an OTP; an An Phat adviser contacts you within the working day to complete the contract.</li></ol>',
};

const bondTable = (rows: [string, string][]): string =>
  `<table><tbody>${rows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;

/** Corporate bonds on offer (TPDN). */
export const BOND_CONTENT: ContentSeed[] = [
  bond(
    'bond-smn-2528001',
    1,
    '2025-09-29',
    {
      code: 'SMNH2528001',
      issuer: ISSUER.saoMai,
      couponRate: 9.8,
      maturityDate: '2028-09-26',
      parValueVnd: 100_000,
      termMonths: 36,
    },
    {
      vi: {
        slug: 'trai-phieu-smnh2528001-nang-luong-sao-mai',
        title: 'Trái phiếu SMNH2528001 – Năng lượng Sao Mai',
        summary:
          'Sản phẩm minh họa: lãi suất cố định 9,8%/năm, trả lãi 6 tháng một lần, kỳ hạn 36 tháng, có tài sản bảo đảm.',
        body: [
          'Trái phiếu doanh nghiệp không chuyển đổi, không kèm chứng quyền, có tài sản bảo đảm, do Công ty Cổ phần Năng lượng Sao Mai phát hành để tái cấp vốn các dự án thủy điện đã vận hành.',
          bondTable([
            ['Mã trái phiếu', 'SMNH2528001'],
            ['Mệnh giá', '100.000 đồng'],
            ['Lãi suất', '9,8%/năm, cố định suốt kỳ hạn'],
            ['Kỳ trả lãi', '6 tháng một lần'],
            ['Ngày phát hành – đáo hạn', '26/09/2025 – 26/09/2028'],
            [
              'Tài sản bảo đảm',
              'Quyền tài sản phát sinh từ hợp đồng bán điện của Nhà máy thủy điện Sao Mai 2',
            ],
          ]),
          'Ví dụ minh họa: 500 trái phiếu (50.000.000 đồng) nhận 50.000.000 × 9,8% ÷ 2 = 2.450.000 đồng tiền lãi mỗi kỳ trước thuế thu nhập cá nhân 5%.',
          BOND_HOW.vi,
          BOND_NOTE.vi,
        ],
      },
      en: {
        slug: 'smnh2528001-bond-sao-mai-energy',
        title: 'SMNH2528001 bond – Sao Mai Energy',
        summary:
          'Illustrative product: fixed 9.8% a year, paid every 6 months, 36-month term, secured.',
        body: [
          'A secured, non-convertible corporate bond without warrants, issued by Sao Mai Energy JSC to refinance hydropower projects already in operation.',
          bondTable([
            ['Bond code', 'SMNH2528001'],
            ['Par value', '100,000 VND'],
            ['Coupon', '9.8% a year, fixed for the whole term'],
            ['Coupon frequency', 'Every 6 months'],
            ['Issue – maturity', '26/09/2025 – 26/09/2028'],
            [
              'Collateral',
              'Receivables under the power purchase agreement of the Sao Mai 2 hydropower plant',
            ],
          ]),
          'Illustrative example: 500 bonds (50,000,000 VND) pay 50,000,000 × 9.8% ÷ 2 = 2,450,000 VND of interest each period, before 5% personal income tax.',
          BOND_HOW.en,
          BOND_NOTE.en,
        ],
      },
    },
  ),
  bond(
    'bond-cxl-2629001',
    2,
    '2026-03-18',
    {
      code: 'CXLH2629001',
      issuer: ISSUER.cangXanh,
      couponRate: 10.2,
      maturityDate: '2029-03-16',
      parValueVnd: 100_000,
      termMonths: 36,
    },
    {
      vi: {
        slug: 'trai-phieu-cxlh2629001-logistics-cang-xanh',
        title: 'Trái phiếu CXLH2629001 – Logistics Cảng Xanh',
        summary:
          'Sản phẩm minh họa: lãi suất 10,2%/năm trong 4 kỳ đầu, sau đó thả nổi; trả lãi 6 tháng một lần, kỳ hạn 36 tháng.',
        body: [
          'Trái phiếu do Công ty Cổ phần Logistics Cảng Xanh phát hành để đầu tư mở rộng cảng cạn và kho lạnh tại Hải Phòng.',
          bondTable([
            ['Mã trái phiếu', 'CXLH2629001'],
            ['Mệnh giá', '100.000 đồng'],
            [
              'Lãi suất',
              '10,2%/năm cho 4 kỳ đầu; các kỳ sau bằng lãi suất tham chiếu cộng 3,5%/năm',
            ],
            ['Kỳ trả lãi', '6 tháng một lần'],
            ['Ngày phát hành – đáo hạn', '16/03/2026 – 16/03/2029'],
            ['Tài sản bảo đảm', 'Quyền sử dụng đất và công trình kho bãi tại Hải Phòng'],
          ]),
          'Lãi suất tham chiếu là bình quân lãi suất tiền gửi tiết kiệm cá nhân kỳ hạn 12 tháng của bốn ngân hàng thương mại lớn, xác định vào đầu mỗi kỳ tính lãi.',
          BOND_HOW.vi,
          BOND_NOTE.vi,
        ],
      },
      en: {
        slug: 'cxlh2629001-bond-cang-xanh-logistics',
        title: 'CXLH2629001 bond – Cang Xanh Logistics',
        summary:
          'Illustrative product: 10.2% a year for the first four periods, then floating; paid every 6 months, 36-month term.',
        body: [
          'A bond issued by Cang Xanh Logistics JSC to expand its inland container depot and cold storage in Hai Phong.',
          bondTable([
            ['Bond code', 'CXLH2629001'],
            ['Par value', '100,000 VND'],
            [
              'Coupon',
              '10.2% a year for the first four periods; then the reference rate plus 3.5% a year',
            ],
            ['Coupon frequency', 'Every 6 months'],
            ['Issue – maturity', '16/03/2026 – 16/03/2029'],
            ['Collateral', 'Land use rights and warehouse buildings in Hai Phong'],
          ]),
          'The reference rate is the average 12-month retail savings rate of four large commercial banks, set at the start of each interest period.',
          BOND_HOW.en,
          BOND_NOTE.en,
        ],
      },
    },
  ),
  bond(
    'bond-ptk-2628001',
    3,
    '2026-05-22',
    {
      code: 'PTKH2628001',
      issuer: ISSUER.phuThinh,
      couponRate: 9.5,
      maturityDate: '2028-05-20',
      parValueVnd: 100_000,
      termMonths: 24,
    },
    {
      vi: {
        slug: 'trai-phieu-xanh-ptkh2628001-khu-cong-nghiep-phu-thinh',
        title: 'Trái phiếu xanh PTKH2628001 – Khu công nghiệp Phú Thịnh',
        summary:
          'Sản phẩm minh họa: trái phiếu xanh lãi suất cố định 9,5%/năm, trả lãi 6 tháng một lần, kỳ hạn 24 tháng.',
        body: [
          'Trái phiếu xanh do Công ty Cổ phần Khu công nghiệp Phú Thịnh phát hành; toàn bộ tiền thu được dùng cho điện mặt trời áp mái và xử lý nước thải trong khu công nghiệp.',
          bondTable([
            ['Mã trái phiếu', 'PTKH2628001'],
            ['Mệnh giá', '100.000 đồng'],
            ['Lãi suất', '9,5%/năm, cố định'],
            ['Kỳ trả lãi', '6 tháng một lần'],
            ['Ngày phát hành – đáo hạn', '20/05/2026 – 20/05/2028'],
            ['Báo cáo sử dụng vốn', 'Hằng năm, có đánh giá của đơn vị độc lập'],
          ]),
          'Ví dụ minh họa: nắm giữ 1.000 trái phiếu đến đáo hạn, quý khách nhận 4 kỳ lãi, mỗi kỳ 100.000.000 × 9,5% ÷ 2 = 4.750.000 đồng, và 100.000.000 đồng tiền gốc vào ngày 20/05/2028.',
          BOND_HOW.vi,
          BOND_NOTE.vi,
        ],
      },
      en: {
        slug: 'ptkh2628001-green-bond-phu-thinh-industrial-park',
        title: 'PTKH2628001 green bond – Phu Thinh Industrial Park',
        summary:
          'Illustrative product: a green bond with a fixed 9.5% coupon paid every 6 months, 24-month term.',
        body: [
          'A green bond issued by Phu Thinh Industrial Park JSC; all proceeds fund rooftop solar and wastewater treatment in the park.',
          bondTable([
            ['Bond code', 'PTKH2628001'],
            ['Par value', '100,000 VND'],
            ['Coupon', '9.5% a year, fixed'],
            ['Coupon frequency', 'Every 6 months'],
            ['Issue – maturity', '20/05/2026 – 20/05/2028'],
            ['Use-of-proceeds report', 'Yearly, reviewed by an independent firm'],
          ]),
          'Illustrative example: holding 1,000 bonds to maturity you receive four coupons of 100,000,000 × 9.5% ÷ 2 = 4,750,000 VND each and 100,000,000 VND of principal on 20 May 2028.',
          BOND_HOW.en,
          BOND_NOTE.en,
        ],
      },
    },
  ),
  bond(
    'bond-klp-2627001',
    4,
    '2026-06-12',
    {
      code: 'KLPH2627001',
      issuer: ISSUER.kimLong,
      couponRate: 8.9,
      maturityDate: '2027-12-10',
      parValueVnd: 100_000,
      termMonths: 18,
    },
    {
      vi: {
        slug: 'trai-phieu-klph2627001-nhua-kim-long',
        title: 'Trái phiếu KLPH2627001 – Nhựa Kim Long',
        summary:
          'Sản phẩm minh họa: lãi suất cố định 8,9%/năm, trả lãi 6 tháng một lần, kỳ hạn 18 tháng.',
        body: [
          'Trái phiếu kỳ hạn ngắn do Công ty Cổ phần Nhựa Kim Long phát hành để bổ sung vốn lưu động cho dây chuyền ống nhựa HDPE mới.',
          bondTable([
            ['Mã trái phiếu', 'KLPH2627001'],
            ['Mệnh giá', '100.000 đồng'],
            ['Lãi suất', '8,9%/năm, cố định'],
            ['Kỳ trả lãi', '6 tháng một lần'],
            ['Ngày phát hành – đáo hạn', '10/06/2026 – 10/12/2027'],
            ['Tài sản bảo đảm', 'Máy móc, thiết bị dây chuyền sản xuất tại Tây Ninh'],
          ]),
          'Kỳ hạn 18 tháng phù hợp với nhà đầu tư muốn thu nhập ổn định mà không khóa vốn quá lâu; quý khách có thể chọn hình thức linh hoạt để bán lại trước hạn.',
          BOND_HOW.vi,
          BOND_NOTE.vi,
        ],
      },
      en: {
        slug: 'klph2627001-bond-kim-long-plastics',
        title: 'KLPH2627001 bond – Kim Long Plastics',
        summary: 'Illustrative product: fixed 8.9% a year, paid every 6 months, 18-month term.',
        body: [
          'A short-dated bond issued by Kim Long Plastics JSC to fund working capital for its new HDPE pipe line.',
          bondTable([
            ['Bond code', 'KLPH2627001'],
            ['Par value', '100,000 VND'],
            ['Coupon', '8.9% a year, fixed'],
            ['Coupon frequency', 'Every 6 months'],
            ['Issue – maturity', '10/06/2026 – 10/12/2027'],
            ['Collateral', 'Production machinery and equipment in Tay Ninh'],
          ]),
          'The 18-month term suits investors who want steady income without tying up money for long; the flexible option lets you sell before maturity.',
          BOND_HOW.en,
          BOND_NOTE.en,
        ],
      },
    },
  ),
  bond(
    'bond-hmt-2631001',
    5,
    '2026-07-02',
    {
      code: 'HMTH2631001',
      issuer: ISSUER.mienTrung,
      couponRate: 10.5,
      maturityDate: '2031-06-30',
      parValueVnd: 100_000,
      termMonths: 60,
    },
    {
      vi: {
        slug: 'trai-phieu-hmth2631001-ha-tang-mien-trung',
        title: 'Trái phiếu HMTH2631001 – Hạ tầng Miền Trung',
        summary:
          'Sản phẩm minh họa: 10,5%/năm trong năm đầu, sau đó thả nổi; trả lãi 12 tháng một lần, kỳ hạn 60 tháng.',
        body: [
          'Trái phiếu dài hạn do Công ty Cổ phần Hạ tầng Miền Trung phát hành để đầu tư tuyến đường ven biển và cảng cá tại Quảng Ngãi.',
          bondTable([
            ['Mã trái phiếu', 'HMTH2631001'],
            ['Mệnh giá', '100.000 đồng'],
            [
              'Lãi suất',
              '10,5%/năm cho năm đầu; các năm sau bằng lãi suất tham chiếu cộng 3,8%/năm',
            ],
            ['Kỳ trả lãi', '12 tháng một lần'],
            ['Ngày phát hành – đáo hạn', '30/06/2026 – 30/06/2031'],
            ['Quyền mua lại trước hạn', 'Tổ chức phát hành được mua lại từ năm thứ 3'],
          ]),
          'Kỳ hạn dài đi kèm lãi suất cao hơn nhưng cũng chịu rủi ro lãi suất và rủi ro tín dụng lớn hơn; quý khách nên cân nhắc tỷ trọng trong danh mục.',
          BOND_HOW.vi,
          BOND_NOTE.vi,
        ],
      },
      en: {
        slug: 'hmth2631001-bond-mien-trung-infrastructure',
        title: 'HMTH2631001 bond – Mien Trung Infrastructure',
        summary:
          'Illustrative product: 10.5% a year for the first year, then floating; paid yearly, 60-month term.',
        body: [
          'A long-dated bond issued by Mien Trung Infrastructure JSC to build a coastal road and a fishing port in Quang Ngai.',
          bondTable([
            ['Bond code', 'HMTH2631001'],
            ['Par value', '100,000 VND'],
            ['Coupon', '10.5% a year for the first year; then the reference rate plus 3.8% a year'],
            ['Coupon frequency', 'Every 12 months'],
            ['Issue – maturity', '30/06/2026 – 30/06/2031'],
            ['Issuer call', 'The issuer may redeem early from the third year'],
          ]),
          'A longer term pays more but carries more interest-rate and credit risk; consider how much of your portfolio it should take.',
          BOND_HOW.en,
          BOND_NOTE.en,
        ],
      },
    },
  ),
  bond(
    'bond-dnf-2628001',
    6,
    '2026-08-20',
    {
      code: 'DNFH2628001',
      issuer: ISSUER.dongNoi,
      couponRate: 9.2,
      maturityDate: '2028-08-18',
      parValueVnd: 100_000,
      termMonths: 24,
    },
    {
      vi: {
        slug: 'trai-phieu-dnfh2628001-thuc-pham-dong-noi',
        title: 'Trái phiếu DNFH2628001 – Thực phẩm Đồng Nội',
        summary:
          'Sản phẩm minh họa: lãi suất cố định 9,2%/năm, trả lãi 6 tháng một lần, kỳ hạn 24 tháng.',
        body: [
          'Trái phiếu do Công ty Cổ phần Thực phẩm Đồng Nội phát hành sau khi đón nhận cổ đông chiến lược Nhật Bản, để đầu tư nhà máy chế biến thủy sản đông lạnh thứ hai.',
          bondTable([
            ['Mã trái phiếu', 'DNFH2628001'],
            ['Mệnh giá', '100.000 đồng'],
            ['Lãi suất', '9,2%/năm, cố định'],
            ['Kỳ trả lãi', '6 tháng một lần'],
            ['Ngày phát hành – đáo hạn', '18/08/2026 – 18/08/2028'],
            ['Tài sản bảo đảm', 'Cổ phiếu của cổ đông sáng lập, giá trị tối thiểu 150% dư nợ gốc'],
          ]),
          'Ví dụ minh họa: mua 200 trái phiếu (20.000.000 đồng), mỗi kỳ quý khách nhận 20.000.000 × 9,2% ÷ 2 = 920.000 đồng trước thuế.',
          BOND_HOW.vi,
          BOND_NOTE.vi,
        ],
      },
      en: {
        slug: 'dnfh2628001-bond-dong-noi-food',
        title: 'DNFH2628001 bond – Dong Noi Food',
        summary: 'Illustrative product: fixed 9.2% a year, paid every 6 months, 24-month term.',
        body: [
          'A bond issued by Dong Noi Food JSC after it welcomed a Japanese strategic shareholder, to build a second frozen seafood plant.',
          bondTable([
            ['Bond code', 'DNFH2628001'],
            ['Par value', '100,000 VND'],
            ['Coupon', '9.2% a year, fixed'],
            ['Coupon frequency', 'Every 6 months'],
            ['Issue – maturity', '18/08/2026 – 18/08/2028'],
            ['Collateral', 'Founders’ shares worth at least 150% of the outstanding principal'],
          ]),
          'Illustrative example: 200 bonds (20,000,000 VND) pay 20,000,000 × 9.2% ÷ 2 = 920,000 VND each period, before tax.',
          BOND_HOW.en,
          BOND_NOTE.en,
        ],
      },
    },
  ),
  bond(
    'bond-bhb-2532001',
    7,
    '2025-08-14',
    {
      code: 'BHBH2532001',
      issuer: ISSUER.bacHai,
      couponRate: 8.2,
      maturityDate: '2032-08-12',
      parValueVnd: 100_000,
      termMonths: 84,
    },
    {
      vi: {
        slug: 'trai-phieu-bhbh2532001-ngan-hang-bac-hai',
        title: 'Trái phiếu BHBH2532001 – Ngân hàng Bắc Hải',
        summary:
          'Sản phẩm minh họa: trái phiếu chào bán ra công chúng, lãi suất cố định 8,2%/năm, trả lãi mỗi năm một lần, kỳ hạn 7 năm, mua từ 10 trái phiếu.',
        body: [
          'Trái phiếu ra công chúng do Ngân hàng TMCP Bắc Hải phát hành để bổ sung vốn cấp 2. Trái phiếu đã niêm yết nên mọi nhà đầu tư cá nhân đều có thể mua, không cần tư cách nhà đầu tư chuyên nghiệp.',
          bondTable([
            ['Mã trái phiếu', 'BHBH2532001'],
            ['Mệnh giá', '100.000 đồng'],
            ['Lãi suất', '8,2%/năm, cố định suốt kỳ hạn'],
            ['Kỳ trả lãi', '12 tháng một lần'],
            ['Ngày phát hành – đáo hạn', '12/08/2025 – 12/08/2032'],
            [
              'Tài sản bảo đảm',
              'Không có; trái phiếu thứ cấp, được thanh toán sau các khoản nợ khác',
            ],
          ]),
          'Ví dụ minh họa: 100 trái phiếu (10.000.000 đồng) nhận 10.000.000 × 8,2% = 820.000 đồng tiền lãi mỗi năm trước thuế thu nhập cá nhân 5%.',
          BOND_HOW.vi,
          'Trái phiếu không phải tiền gửi ngân hàng và không được bảo hiểm tiền gửi; quý khách chịu rủi ro tín dụng của tổ chức phát hành. Thông tin sản phẩm là dữ liệu minh họa.',
        ],
      },
      en: {
        slug: 'bhbh2532001-bond-bac-hai-bank',
        title: 'BHBH2532001 bond – Bac Hai Bank',
        summary:
          'Illustrative product: a public bond with a fixed 8.2% coupon paid once a year, 7-year term, from 10 bonds.',
        body: [
          'A public bond issued by Bac Hai Commercial Joint Stock Bank to add to its tier-2 capital. It is listed, so any individual investor may buy it; no professional investor status is needed.',
          bondTable([
            ['Bond code', 'BHBH2532001'],
            ['Par value', '100,000 VND'],
            ['Coupon', '8.2% a year, fixed for the whole term'],
            ['Coupon frequency', 'Every 12 months'],
            ['Issue – maturity', '12/08/2025 – 12/08/2032'],
            ['Collateral', 'None; a subordinated bond, repaid after the bank’s other debts'],
          ]),
          'Illustrative example: 100 bonds (10,000,000 VND) pay 10,000,000 × 8.2% = 820,000 VND of interest a year, before 5% personal income tax.',
          BOND_HOW.en,
          'Bonds are not bank deposits and are not covered by deposit insurance; you bear the issuer’s credit risk. The product information is illustrative.',
        ],
      },
    },
  ),
  bond(
    'bond-hap-2629001',
    8,
    '2026-09-17',
    {
      code: 'HAPH2629001',
      issuer: ISSUER.hoaAn,
      couponRate: 9.6,
      maturityDate: '2029-09-15',
      parValueVnd: 100_000,
      termMonths: 36,
    },
    {
      vi: {
        slug: 'trai-phieu-haph2629001-duoc-pham-hoa-an',
        title: 'Trái phiếu HAPH2629001 – Dược phẩm Hòa An',
        summary:
          'Sản phẩm minh họa: lãi suất 9,6%/năm trong 4 kỳ đầu, sau đó thả nổi theo lãi suất tham chiếu; trả lãi 3 tháng một lần, kỳ hạn 36 tháng.',
        body: [
          'Trái phiếu không có tài sản bảo đảm do Công ty Cổ phần Dược phẩm Hòa An phát hành để xây dựng nhà máy thuốc tiêm đạt chuẩn EU-GMP tại Bắc Ninh.',
          bondTable([
            ['Mã trái phiếu', 'HAPH2629001'],
            ['Mệnh giá', '100.000 đồng'],
            [
              'Lãi suất',
              '9,6%/năm cho 4 kỳ đầu; các kỳ sau bằng lãi suất tham chiếu cộng 3,2%/năm',
            ],
            ['Kỳ trả lãi', '3 tháng một lần'],
            ['Ngày phát hành – đáo hạn', '15/09/2026 – 15/09/2029'],
            ['Tài sản bảo đảm', 'Không có'],
          ]),
          'Lãi suất tham chiếu là bình quân lãi suất tiền gửi tiết kiệm cá nhân kỳ hạn 12 tháng của bốn ngân hàng thương mại nhà nước, xác định vào đầu mỗi kỳ tính lãi. Dòng tiền các kỳ thả nổi được ước tính theo lãi suất tham chiếu hiện tại.',
          BOND_HOW.vi,
          BOND_NOTE.vi,
        ],
      },
      en: {
        slug: 'haph2629001-bond-hoa-an-pharmaceutical',
        title: 'HAPH2629001 bond – Hoa An Pharmaceutical',
        summary:
          'Illustrative product: 9.6% a year for the first four periods, then floating with the reference rate; paid every 3 months, 36-month term.',
        body: [
          'An unsecured bond issued by Hoa An Pharmaceutical JSC to build an EU-GMP injectable medicines plant in Bac Ninh.',
          bondTable([
            ['Bond code', 'HAPH2629001'],
            ['Par value', '100,000 VND'],
            [
              'Coupon',
              '9.6% a year for the first four periods; then the reference rate plus 3.2% a year',
            ],
            ['Coupon frequency', 'Every 3 months'],
            ['Issue – maturity', '15/09/2026 – 15/09/2029'],
            ['Collateral', 'None'],
          ]),
          'The reference rate is the average 12-month retail savings rate of the four state-owned commercial banks, set at the start of each interest period. The floating coupons are projected at today’s reference rate.',
          BOND_HOW.en,
          BOND_NOTE.en,
        ],
      },
    },
  ),
];
