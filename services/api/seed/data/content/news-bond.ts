import type { ContentSeed } from '../content-types';
import { article } from './news-helpers';

/** Government and corporate bond coverage (product bond). Figures are illustrative. */
export const BOND_NEWS: ContentSeed[] = [
  article({
    key: 'gov-bond-10y-flat',
    product: 'bond',
    date: '2026-08-05',
    vi: {
      title: 'Lợi suất trái phiếu chính phủ kỳ hạn 10 năm đi ngang quanh 3,2%',
      summary:
        'Lợi suất trái phiếu chính phủ kỳ hạn 10 năm trên thị trường thứ cấp dao động trong biên độ 3,15–3,25% suốt tháng 7, phản ánh thanh khoản hệ thống ngân hàng dồi dào.',
      body: [
        'Theo số liệu minh họa, lợi suất trái phiếu chính phủ kỳ hạn 10 năm kết thúc tháng 7/2026 ở mức 3,21%, gần như không đổi so với cuối tháng 6. Kỳ hạn 5 năm ở mức 2,48%.',
        'Giá trị giao dịch outright trên thị trường thứ cấp bình quân đạt 9.500 tỷ đồng mỗi phiên, trong đó ngân hàng thương mại vẫn là nhóm nhà đầu tư chủ đạo.',
        'Đường cong lợi suất ít thay đổi cho thấy kỳ vọng lãi suất điều hành ổn định trong ngắn hạn. Các yếu tố cần theo dõi gồm lạm phát, tỷ giá và kế hoạch phát hành của Kho bạc Nhà nước trong quý 3.',
      ],
      keywords: 'trái phiếu chính phủ, lợi suất, kỳ hạn 10 năm, thị trường thứ cấp',
    },
    en: {
      title: '10-year government bond yield holds steady around 3.2%',
      summary:
        'The 10-year government bond yield moved within 3.15–3.25% in the secondary market throughout July, reflecting ample liquidity in the banking system.',
      body: [
        'In illustrative figures, the 10-year government bond yield ended July 2026 at 3.21%, almost unchanged from the end of June. The 5-year yield stood at 2.48%.',
        'Outright trading in the secondary market averaged VND 9,500 billion a session, with commercial banks still the main investors.',
        'A stable yield curve suggests the market expects policy rates to stay unchanged in the short term. Inflation, the exchange rate and the State Treasury’s third-quarter issuance plan are the factors to watch.',
      ],
      keywords: 'government bonds, yields, 10-year, secondary market',
    },
  }),
  article({
    key: 'banks-lead-corporate-issuance-july',
    product: 'bond',
    date: '2026-08-21',
    vi: {
      title: 'Ngân hàng dẫn đầu phát hành trái phiếu doanh nghiệp tháng 7/2026',
      summary:
        'Tổng giá trị trái phiếu doanh nghiệp phát hành trong tháng 7 đạt khoảng 42.000 tỷ đồng, trong đó nhóm ngân hàng chiếm gần 70%.',
      body: [
        'Các ngân hàng thương mại tiếp tục là tổ chức phát hành lớn nhất trên thị trường trái phiếu doanh nghiệp, chủ yếu với kỳ hạn 3–7 năm nhằm bổ sung vốn trung và dài hạn.',
        '<ul><li>Ngân hàng: khoảng 29.000 tỷ đồng, lãi suất coupon bình quân 5,8%/năm</li><li>Bất động sản: khoảng 7.500 tỷ đồng, lãi suất 9,5–11%/năm</li><li>Các ngành khác: khoảng 5.500 tỷ đồng</li></ul>',
        'Phần lớn trái phiếu được phát hành riêng lẻ cho nhà đầu tư chứng khoán chuyên nghiệp; tỷ trọng phát hành ra công chúng tăng nhẹ so với cùng kỳ.',
      ],
      keywords: 'trái phiếu doanh nghiệp, phát hành, ngân hàng, lãi suất coupon',
    },
    en: {
      title: 'Banks lead corporate bond issuance in July 2026',
      summary:
        'Corporate bond issuance reached about VND 42,000 billion in July, with banks accounting for almost 70%.',
      body: [
        'Commercial banks remain the largest issuers in the corporate bond market, mostly with 3- to 7-year maturities to raise medium- and long-term funding.',
        '<ul><li>Banks: about VND 29,000 billion, average coupon 5.8% a year</li><li>Property: about VND 7,500 billion, coupons of 9.5–11% a year</li><li>Other sectors: about VND 5,500 billion</li></ul>',
        'Most bonds were placed privately with professional securities investors; the share of public offerings rose slightly from a year earlier.',
      ],
      keywords: 'corporate bonds, issuance, banks, coupon rate',
    },
  }),
  article({
    key: 'state-treasury-auctions-august',
    product: 'bond',
    date: '2026-09-09',
    outstanding: true,
    vi: {
      title: 'Kho bạc Nhà nước huy động hơn 30.000 tỷ đồng trái phiếu chính phủ trong tháng 8',
      summary:
        'Qua các phiên đấu thầu tại HNX, Kho bạc Nhà nước huy động khoảng 31.200 tỷ đồng, tỷ lệ trúng thầu đạt 78% giá trị gọi thầu.',
      body: [
        'Trong tháng 8/2026, HNX tổ chức 18 phiên đấu thầu trái phiếu chính phủ do Kho bạc Nhà nước phát hành. Kỳ hạn 10 năm và 15 năm chiếm hơn 80% giá trị trúng thầu.',
        '<ul><li>Kỳ hạn 10 năm: lãi suất trúng thầu 3,18%/năm</li><li>Kỳ hạn 15 năm: 3,35%/năm</li><li>Kỳ hạn 30 năm: 3,60%/năm</li></ul>',
        'Lũy kế 8 tháng, Kho bạc Nhà nước đã hoàn thành khoảng 62% kế hoạch phát hành năm 2026. Lịch đấu thầu hằng tuần được công bố trên website của HNX.',
      ],
      keywords: 'Kho bạc Nhà nước, đấu thầu trái phiếu, HNX, trái phiếu chính phủ',
    },
    en: {
      title: 'State Treasury raises over VND 30,000 billion in government bonds in August',
      summary:
        'Through auctions on HNX, the State Treasury raised about VND 31,200 billion, with 78% of the amount offered sold.',
      body: [
        'HNX held 18 government bond auctions for the State Treasury in August 2026. The 10- and 15-year tenors made up more than 80% of the amount sold.',
        '<ul><li>10-year: winning yield 3.18% a year</li><li>15-year: 3.35% a year</li><li>30-year: 3.60% a year</li></ul>',
        'Over the first eight months the State Treasury has completed about 62% of its 2026 issuance plan. The weekly auction schedule is published on the HNX website.',
      ],
      keywords: 'State Treasury, bond auctions, HNX, government bonds',
    },
  }),
  article({
    key: 'green-bonds',
    product: 'bond',
    date: '2026-09-24',
    vi: {
      title: 'Trái phiếu xanh: kênh huy động vốn mới cho dự án năng lượng tái tạo',
      summary:
        'Số đợt phát hành trái phiếu xanh và trái phiếu liên kết bền vững tăng lên, chủ yếu từ ngân hàng và doanh nghiệp năng lượng tái tạo.',
      body: [
        'Trái phiếu xanh là trái phiếu mà tiền thu được chỉ dùng cho dự án bảo vệ môi trường như điện mặt trời, điện gió, xử lý nước thải hoặc giao thông sạch. Tổ chức phát hành phải báo cáo định kỳ việc sử dụng vốn.',
        'Từ đầu năm 2026 đến nay, giá trị trái phiếu xanh phát hành ước đạt 8.000 tỷ đồng (số liệu minh họa), gấp đôi cả năm 2025.',
        '<ul><li>Ưu điểm: tiếp cận nhà đầu tư quan tâm tiêu chí ESG, chi phí vốn có thể thấp hơn</li><li>Thách thức: chi phí đánh giá, chứng nhận độc lập và yêu cầu báo cáo chặt chẽ</li></ul>',
      ],
      keywords: 'trái phiếu xanh, ESG, năng lượng tái tạo, phát triển bền vững',
    },
    en: {
      title: 'Green bonds: a new source of funding for renewable energy projects',
      summary:
        'More green and sustainability-linked bonds are coming to market, mainly from banks and renewable energy companies.',
      body: [
        'A green bond is a bond whose proceeds may only fund environmental projects such as solar and wind power, wastewater treatment or clean transport. Issuers must report regularly on how the money is used.',
        'Since the start of 2026, green bond issuance is estimated at VND 8,000 billion (illustrative figure), double the total for 2025.',
        '<ul><li>Benefits: access to ESG-minded investors and possibly lower funding costs</li><li>Challenges: the cost of independent review and certification, and strict reporting</li></ul>',
      ],
      keywords: 'green bonds, ESG, renewable energy, sustainability',
    },
  }),
  article({
    key: 'professional-investor-conditions',
    product: 'bond',
    date: '2026-10-07',
    vi: {
      slug: 'nha-dau-tu-chuyen-nghiep-dieu-kien-mua-trai-phieu-rieng-le',
      title: 'Nhà đầu tư chứng khoán chuyên nghiệp: điều kiện mua trái phiếu doanh nghiệp riêng lẻ',
      summary:
        'Trái phiếu doanh nghiệp phát hành riêng lẻ chỉ được chào bán và giao dịch giữa các nhà đầu tư chứng khoán chuyên nghiệp. Bài viết tóm tắt các tiêu chí và thủ tục xác nhận tại An Phát.',
      body: [
        'Theo quy định hiện hành, cá nhân được xác nhận là nhà đầu tư chứng khoán chuyên nghiệp khi đáp ứng một trong các tiêu chí do pháp luật về chứng khoán quy định.',
        '<ul><li>Có chứng chỉ hành nghề chứng khoán</li><li>Nắm giữ danh mục chứng khoán niêm yết, đăng ký giao dịch có giá trị bình quân tối thiểu 2 tỷ đồng trong khoảng thời gian theo quy định</li><li>Có thu nhập chịu thuế năm gần nhất tối thiểu 1 tỷ đồng</li></ul>',
        'Tại An Phát, quý khách nộp hồ sơ chứng minh trên ứng dụng hoặc tại quầy; kết quả xác nhận có hiệu lực trong thời hạn theo quy định và cần được gia hạn khi hết hạn.',
        'Tiêu chí có thể thay đổi theo văn bản pháp luật mới; quý khách vui lòng tham khảo hướng dẫn cập nhật hoặc liên hệ 1900 98 9999.',
      ],
      keywords: 'nhà đầu tư chuyên nghiệp, trái phiếu riêng lẻ, điều kiện, xác nhận',
    },
    en: {
      title: 'Professional securities investors: who may buy privately placed corporate bonds',
      summary:
        'Privately placed corporate bonds may only be offered to and traded among professional securities investors. This article sums up the criteria and how An Phat confirms them.',
      body: [
        'Under current rules, an individual is confirmed as a professional securities investor when they meet one of the criteria set out in securities law.',
        '<ul><li>Holding a securities practising certificate</li><li>Holding listed or registered securities worth at least VND 2 billion on average over the period set by the rules</li><li>Taxable income of at least VND 1 billion in the most recent year</li></ul>',
        'At An Phat you can submit your supporting documents in the app or at a branch; the confirmation is valid for the period set by the rules and must be renewed when it expires.',
        'The criteria may change with new legislation; please check the latest guidance or call 1900 98 9999.',
      ],
      keywords: 'professional investor, private placement bonds, criteria, confirmation',
    },
  }),
  article({
    key: 'private-bond-trading-q3',
    product: 'bond',
    date: '2026-10-21',
    outstanding: true,
    vi: {
      slug: 'giao-dich-trai-phieu-doanh-nghiep-rieng-le-tren-hnx-tang-manh-quy-3',
      title: 'Giao dịch trái phiếu doanh nghiệp riêng lẻ trên hệ thống HNX tăng mạnh trong quý 3',
      summary:
        'Giá trị giao dịch bình quân trên hệ thống giao dịch trái phiếu doanh nghiệp riêng lẻ của HNX đạt khoảng 5.200 tỷ đồng mỗi phiên trong quý 3/2026.',
      body: [
        'Hệ thống giao dịch trái phiếu doanh nghiệp riêng lẻ tại HNX giúp thông tin giá và khối lượng giao dịch minh bạch hơn, hỗ trợ nhà đầu tư chuyên nghiệp định giá trái phiếu đang nắm giữ.',
        'Trong quý 3/2026, giá trị giao dịch tăng khoảng 35% so với quý trước (số liệu minh họa). Trái phiếu ngân hàng chiếm hơn một nửa, tiếp đến là bất động sản và năng lượng.',
        '<ul><li>Lô giao dịch: 1 trái phiếu; bước giá: 1 đồng</li><li>Giao dịch thông qua công ty chứng khoán thành viên như An Phát</li></ul>',
        'Nhà đầu tư quan tâm có thể đăng ký giao dịch trái phiếu tại mục Đăng ký giao dịch trái phiếu trên website An Phát.',
      ],
      keywords: 'trái phiếu riêng lẻ, HNX, thanh khoản, thị trường thứ cấp',
    },
    en: {
      title: 'Private corporate bond trading on the HNX system jumps in Q3',
      summary:
        'Trading on HNX’s private-placement corporate bond system averaged about VND 5,200 billion a session in the third quarter of 2026.',
      body: [
        'HNX’s trading system for privately placed corporate bonds makes prices and volumes more transparent and helps professional investors value the bonds they hold.',
        'Turnover in Q3 2026 rose about 35% from the previous quarter (illustrative figure). Bank bonds made up more than half, followed by property and energy.',
        '<ul><li>Lot size: 1 bond; tick size: VND 1</li><li>Trades go through member securities firms such as An Phat</li></ul>',
        'Interested investors can register for bond trading under Bond trading registration on the An Phat website.',
      ],
      keywords: 'private placement bonds, HNX, liquidity, secondary market',
    },
  }),
  article({
    key: 'property-bond-maturities',
    product: 'bond',
    date: '2026-11-04',
    vi: {
      title: 'Áp lực đáo hạn trái phiếu bất động sản cuối năm 2026 giảm so với năm trước',
      summary:
        'Giá trị trái phiếu bất động sản đáo hạn trong hai tháng cuối năm ước khoảng 18.000 tỷ đồng, thấp hơn đáng kể so với cùng kỳ 2025.',
      body: [
        'Sau giai đoạn tái cơ cấu 2023–2025, nhiều doanh nghiệp bất động sản đã gia hạn, mua lại trước hạn hoặc hoán đổi trái phiếu, giúp áp lực trả nợ cuối năm 2026 giảm đáng kể.',
        'Theo số liệu minh họa, khoảng 85% giá trị đáo hạn trong quý 4 thuộc các doanh nghiệp có dòng tiền bán hàng cải thiện từ dự án đang bàn giao.',
        'Rủi ro vẫn tập trung ở một số tổ chức phát hành quy mô nhỏ, dự án chậm pháp lý. Nhà đầu tư nên đọc kỹ bản công bố thông tin và báo cáo tình hình thanh toán gốc, lãi của tổ chức phát hành.',
      ],
      keywords: 'trái phiếu bất động sản, đáo hạn, tái cơ cấu, rủi ro tín dụng',
    },
    en: {
      title: 'Property bond maturities ease at the end of 2026',
      summary:
        'Property bonds maturing in the last two months of the year total an estimated VND 18,000 billion, well below the same period of 2025.',
      body: [
        'After the 2023–2025 restructuring, many developers extended, bought back early or swapped their bonds, which has sharply reduced repayment pressure at the end of 2026.',
        'In illustrative figures, about 85% of the bonds maturing in Q4 belong to developers whose sales cash flow is improving as projects are handed over.',
        'Risks remain with some small issuers whose projects are held up by legal procedures. Investors should read issuers’ disclosures and their reports on principal and interest payments carefully.',
      ],
      keywords: 'property bonds, maturities, restructuring, credit risk',
    },
  }),
  article({
    key: 'interbank-rates-short-yields',
    product: 'bond',
    date: '2026-11-17',
    vi: {
      slug: 'lai-suat-lien-ngan-hang-tang-nhe-loi-suat-trai-phieu-ky-han-ngan-nhich-len',
      title:
        'Lãi suất liên ngân hàng tăng nhẹ, lợi suất trái phiếu chính phủ kỳ hạn ngắn nhích lên',
      summary:
        'Lãi suất qua đêm trên thị trường liên ngân hàng tăng lên khoảng 4,2% do nhu cầu thanh khoản cuối năm, kéo lợi suất trái phiếu kỳ hạn 2–3 năm tăng 5–8 điểm cơ bản.',
      body: [
        'Nhu cầu vốn tăng theo mùa vụ cuối năm khiến lãi suất liên ngân hàng kỳ hạn qua đêm tăng từ 3,6% lên khoảng 4,2% trong tuần qua (số liệu minh họa).',
        'Trên thị trường trái phiếu chính phủ, lợi suất kỳ hạn 2–3 năm tăng 5–8 điểm cơ bản, trong khi kỳ hạn 10 năm gần như đi ngang ở 3,25%, khiến đường cong lợi suất phẳng hơn.',
        'Ngân hàng Nhà nước tiếp tục bơm thanh khoản qua kênh thị trường mở, góp phần giữ mặt bằng lãi suất ổn định.',
      ],
      keywords: 'lãi suất liên ngân hàng, lợi suất, trái phiếu chính phủ, thanh khoản',
    },
    en: {
      title: 'Interbank rates edge up, lifting short-dated government bond yields',
      summary:
        'The overnight interbank rate rose to about 4.2% on year-end liquidity needs, pushing 2- to 3-year bond yields up 5–8 basis points.',
      body: [
        'Seasonal year-end demand for funds lifted the overnight interbank rate from 3.6% to about 4.2% over the past week (illustrative figures).',
        'In government bonds, 2- to 3-year yields rose 5–8 basis points while the 10-year yield was almost flat at 3.25%, flattening the yield curve.',
        'The State Bank of Vietnam continued to add liquidity through open market operations, helping to keep rates stable.',
      ],
      keywords: 'interbank rates, yields, government bonds, liquidity',
    },
  }),
];
