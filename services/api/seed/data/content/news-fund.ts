import type { ContentSeed } from '../content-types';
import { article } from './news-helpers';

/** Funds coverage (product fund): ETFs, open-ended funds, fund certificates. Illustrative figures. */
export const FUND_NEWS: ContentSeed[] = [
  article({
    key: 'domestic-etf-outflows-july',
    product: 'fund',
    date: '2026-08-11',
    vi: {
      title: 'Các quỹ ETF nội bị rút ròng trong tháng 7 dù thị trường tăng điểm',
      summary:
        'Các quỹ ETF nội bị rút ròng khoảng 1.100 tỷ đồng trong tháng 7/2026, tập trung ở E1VFVN30 và FUEVFVND, khi nhà đầu tư chốt lời sau nhịp tăng của nhóm vốn hóa lớn.',
      body: [
        'Theo số liệu minh họa, tổng giá trị rút ròng khỏi các quỹ ETF nội trong tháng 7/2026 đạt khoảng 1.100 tỷ đồng. E1VFVN30 bị rút ròng 520 tỷ đồng, FUEVFVND bị rút ròng 380 tỷ đồng.',
        'Ngược lại, một số quỹ theo chỉ số ngành tài chính như FUESSVFL ghi nhận dòng tiền vào nhẹ nhờ kỳ vọng lợi nhuận ngân hàng quý 3.',
        'Dòng tiền ETF thường đảo chiều nhanh theo tâm lý thị trường; nhà đầu tư nên xem đây là một trong nhiều chỉ báo, không phải tín hiệu mua bán.',
      ],
      keywords: 'quỹ ETF, E1VFVN30, FUEVFVND, FUESSVFL, dòng vốn',
    },
    en: {
      title: 'Domestic ETFs see outflows in July despite the market’s rise',
      summary:
        'Domestic ETFs saw net outflows of about VND 1,100 billion in July 2026, mostly from E1VFVN30 and FUEVFVND, as investors took profits after the large-cap rally.',
      body: [
        'In illustrative figures, net outflows from domestic ETFs reached about VND 1,100 billion in July 2026. E1VFVN30 lost VND 520 billion and FUEVFVND VND 380 billion.',
        'By contrast, some financial-sector index funds such as FUESSVFL saw small inflows on hopes for banks’ third-quarter profits.',
        'ETF flows can reverse quickly with market sentiment; treat them as one indicator among many, not as a signal to buy or sell.',
      ],
      keywords: 'ETFs, E1VFVN30, FUEVFVND, FUESSVFL, fund flows',
    },
  }),
  article({
    key: 'regular-investment-plans',
    product: 'fund',
    date: '2026-08-28',
    vi: {
      title: 'Đầu tư định kỳ vào quỹ mở: cách tiếp cận kỷ luật cho nhà đầu tư cá nhân',
      summary:
        'Chương trình đầu tư định kỳ (SIP) giúp nhà đầu tư mua chứng chỉ quỹ đều đặn hằng tháng với số tiền nhỏ, giảm áp lực chọn thời điểm thị trường.',
      body: [
        'Với chương trình đầu tư định kỳ, nhà đầu tư cam kết mua chứng chỉ quỹ mở với một số tiền cố định mỗi tháng, chẳng hạn từ 500.000 đồng.',
        '<h2>Lợi ích chính</h2>',
        '<ul><li>Bình quân giá vốn: mua được nhiều chứng chỉ quỹ hơn khi giá thấp, ít hơn khi giá cao</li><li>Hình thành thói quen tiết kiệm và đầu tư dài hạn</li><li>Danh mục được quản lý bởi công ty quản lý quỹ chuyên nghiệp</li></ul>',
        'Giá trị chứng chỉ quỹ vẫn có thể giảm khi thị trường đi xuống. Trước khi tham gia, nhà đầu tư nên đọc bản cáo bạch và điều lệ quỹ để hiểu rõ chiến lược, phí và rủi ro.',
      ],
      keywords: 'đầu tư định kỳ, SIP, quỹ mở, chứng chỉ quỹ',
    },
    en: {
      title: 'Regular investment in open-ended funds: a disciplined approach for individuals',
      summary:
        'A systematic investment plan (SIP) lets you buy fund certificates every month with a small amount, taking away the pressure of timing the market.',
      body: [
        'With a systematic investment plan, you commit to buying open-ended fund certificates for a fixed amount each month, for example from VND 500,000.',
        '<h2>Main benefits</h2>',
        '<ul><li>Cost averaging: you buy more certificates when prices are low and fewer when they are high</li><li>A habit of saving and investing for the long term</li><li>The portfolio is run by a professional fund management company</li></ul>',
        'Fund certificates can still lose value when the market falls. Read the fund’s prospectus and charter before joining to understand its strategy, fees and risks.',
      ],
      keywords: 'regular investment, SIP, open-ended funds, fund certificates',
    },
  }),
  article({
    key: 'etf-inflows-after-upgrade',
    product: 'fund',
    date: '2026-09-23',
    outstanding: true,
    vi: {
      title: 'Dòng vốn ngoại quay lại các quỹ ETF sau khi thị trường được nâng hạng',
      summary:
        'Trong tuần nâng hạng có hiệu lực, các quỹ ETF có tỷ trọng cổ phiếu Việt Nam ghi nhận dòng vốn vào ước khoảng 4.500 tỷ đồng, lớn nhất kể từ đầu năm.',
      body: [
        'Theo số liệu minh họa, các quỹ ETF theo chỉ số FTSE Emerging bắt đầu giải ngân vào cổ phiếu Việt Nam từ phiên 21/9/2026, với giá trị ước tính 3.200 tỷ đồng trong tuần đầu.',
        'Các quỹ ETF nội như FUEVFVND và E1VFVN30 cũng đảo chiều hút ròng khoảng 1.300 tỷ đồng nhờ nhà đầu tư ngoại mua chứng chỉ quỹ trên sàn.',
        '<ul><li>Cổ phiếu hưởng lợi nhiều nhất: VHM, VCB, HPG, FPT, SSI</li><li>Dòng vốn có thể tiếp tục theo từng đợt, gắn với lịch cơ cấu của các bộ chỉ số</li></ul>',
      ],
      keywords: 'quỹ ETF, nâng hạng, FTSE, FUEVFVND, E1VFVN30, khối ngoại',
    },
    en: {
      title: 'Foreign money returns to ETFs after the market upgrade',
      summary:
        'In the week the upgrade took effect, ETFs with Vietnamese holdings took in an estimated VND 4,500 billion, the most this year.',
      body: [
        'In illustrative figures, ETFs tracking FTSE Emerging indices began buying Vietnamese stocks from the 21 September 2026 session, an estimated VND 3,200 billion in the first week.',
        'Domestic ETFs such as FUEVFVND and E1VFVN30 also swung to net inflows of about VND 1,300 billion as foreign investors bought their certificates on the exchange.',
        '<ul><li>Stocks benefiting most: VHM, VCB, HPG, FPT, SSI</li><li>More money may arrive in stages, in line with the index review calendar</li></ul>',
      ],
      keywords: 'ETFs, market upgrade, FTSE, FUEVFVND, E1VFVN30, foreign investors',
    },
  }),
  article({
    key: 'foreign-etf-q4-review',
    product: 'fund',
    date: '2026-10-09',
    vi: {
      title: 'Quỹ ETF ngoại cơ cấu danh mục quý 4: cổ phiếu Việt Nam được chú ý',
      summary:
        'Các quỹ ETF ngoại có danh mục tập trung vào Việt Nam sẽ cơ cấu danh mục trong tháng 10, dự kiến bổ sung một số cổ phiếu vốn hóa vừa đáp ứng tiêu chí thanh khoản.',
      body: [
        'Kỳ xem xét quý 4 của các bộ chỉ số có cổ phiếu Việt Nam được công bố trong tháng 10/2026, với ngày hiệu lực vào cuối tháng. Các quỹ mô phỏng sẽ giao dịch trong phiên trước ngày hiệu lực.',
        'Theo dự báo minh họa của Khối Phân tích An Phát, nhóm cổ phiếu ngân hàng và chứng khoán có thể được tăng tỷ trọng, trong khi một số cổ phiếu bất động sản bị giảm tỷ trọng do giới hạn sở hữu nước ngoài.',
        'Kết quả thực tế phụ thuộc vào dữ liệu của nhà cung cấp chỉ số tại ngày chốt; các dự báo chỉ mang tính tham khảo.',
      ],
      keywords: 'ETF ngoại, cơ cấu danh mục, quý 4, chỉ số',
    },
    en: {
      title: 'Foreign ETFs rebalance for Q4: Vietnamese stocks in focus',
      summary:
        'Foreign ETFs focused on Vietnam rebalance in October and are expected to add some mid caps that meet the liquidity criteria.',
      body: [
        'Fourth-quarter reviews of the indices that hold Vietnamese stocks are announced in October 2026 and take effect at the end of the month. Tracking funds trade in the session before the effective date.',
        'In An Phat Research’s illustrative forecast, bank and broker stocks may gain weight, while some property stocks lose weight because of foreign ownership limits.',
        'Actual results depend on the index provider’s data on the cut-off date; forecasts are for reference only.',
      ],
      keywords: 'foreign ETFs, rebalancing, Q4, index review',
    },
  }),
  article({
    key: 'vndiamond-vnfinlead-review',
    product: 'fund',
    date: '2026-10-16',
    outstanding: true,
    vi: {
      slug: 'ket-qua-xem-xet-vndiamond-vnfin-lead-fuevfvnd-fuessvfl-co-cau-danh-muc',
      title: 'Kết quả xem xét chỉ số VNDiamond và VNFIN LEAD: FUEVFVND và FUESSVFL cơ cấu danh mục',
      summary:
        'HOSE công bố kết quả xem xét định kỳ các bộ chỉ số VNDiamond và VNFIN LEAD kỳ tháng 10/2026; các quỹ FUEVFVND và FUESSVFL sẽ cơ cấu danh mục theo chỉ số mới.',
      body: [
        'Theo kết quả xem xét kỳ tháng 10/2026 (dữ liệu minh họa), chỉ số VNDiamond bổ sung một cổ phiếu ngành công nghiệp và loại một cổ phiếu bán lẻ do không còn đáp ứng tiêu chí room ngoại.',
        'Chỉ số VNFIN LEAD giữ nguyên số lượng cổ phiếu thành phần nhưng điều chỉnh tỷ trọng, trong đó các cổ phiếu ngân hàng vốn hóa lớn như VCB, TCB, MBB được giới hạn tỷ trọng tối đa theo quy tắc chỉ số.',
        '<ul><li>Ngày hiệu lực: sau phiên thứ Sáu tuần thứ ba của tháng 10/2026</li><li>Quỹ FUEVFVND và FUESSVFL giao dịch cơ cấu trong phiên liền trước ngày hiệu lực</li></ul>',
      ],
      keywords: 'VNDiamond, VNFIN LEAD, FUEVFVND, FUESSVFL, cơ cấu danh mục',
    },
    en: {
      title: 'VNDiamond and VNFIN LEAD review: FUEVFVND and FUESSVFL rebalance',
      summary:
        'HOSE has published the October 2026 periodic review of the VNDiamond and VNFIN LEAD indices; the FUEVFVND and FUESSVFL funds will rebalance to the new index baskets.',
      body: [
        'In the October 2026 review (illustrative data), the VNDiamond index adds an industrial stock and drops a retailer that no longer meets the foreign ownership criterion.',
        'VNFIN LEAD keeps the same number of constituents but changes their weights, with large banks such as VCB, TCB and MBB capped at the maximum weight set by the index rules.',
        '<ul><li>Effective: after the session on the third Friday of October 2026</li><li>FUEVFVND and FUESSVFL rebalance in the session before the effective date</li></ul>',
      ],
      keywords: 'VNDiamond, VNFIN LEAD, FUEVFVND, FUESSVFL, rebalancing',
    },
  }),
  article({
    key: 'bond-funds-stability',
    product: 'fund',
    date: '2026-10-28',
    vi: {
      title: 'Quỹ mở trái phiếu: lựa chọn cho nhà đầu tư ưu tiên sự ổn định',
      summary:
        'Quỹ trái phiếu đầu tư chủ yếu vào trái phiếu chính phủ, trái phiếu ngân hàng và tiền gửi, phù hợp với nhà đầu tư muốn lợi nhuận ổn định hơn cổ phiếu.',
      body: [
        'Lợi nhuận bình quân 12 tháng của các quỹ mở trái phiếu trên thị trường dao động khoảng 5,5–7,5%/năm (số liệu minh họa), cao hơn lãi suất tiết kiệm kỳ hạn 12 tháng.',
        'Nhà đầu tư có thể mua, bán chứng chỉ quỹ trái phiếu theo phiên giao dịch hằng ngày hoặc hằng tuần tùy quỹ; giá giao dịch là giá trị tài sản ròng (NAV) trên mỗi chứng chỉ quỹ.',
        '<ul><li>Rủi ro lãi suất: giá trái phiếu giảm khi lãi suất thị trường tăng</li><li>Rủi ro tín dụng: tổ chức phát hành chậm trả gốc, lãi</li><li>Phí mua, bán và phí quản lý được nêu trong bản cáo bạch</li></ul>',
      ],
      keywords: 'quỹ trái phiếu, quỹ mở, NAV, đầu tư ổn định',
    },
    en: {
      title: 'Open-ended bond funds: an option for investors who value stability',
      summary:
        'Bond funds invest mainly in government bonds, bank bonds and deposits, suiting investors who want steadier returns than stocks.',
      body: [
        'Open-ended bond funds returned about 5.5–7.5% on average over the past 12 months (illustrative figures), above 12-month savings rates.',
        'You can buy and redeem bond fund certificates at daily or weekly dealing sessions, depending on the fund; the dealing price is the net asset value (NAV) per certificate.',
        '<ul><li>Interest rate risk: bond prices fall when market rates rise</li><li>Credit risk: an issuer may pay principal or interest late</li><li>Subscription, redemption and management fees are set out in the prospectus</li></ul>',
      ],
      keywords: 'bond funds, open-ended funds, NAV, stable investing',
    },
  }),
  article({
    key: 'equity-fund-performance-10m',
    product: 'fund',
    date: '2026-11-10',
    vi: {
      title: 'Hiệu suất quỹ mở cổ phiếu 10 tháng đầu năm 2026',
      summary:
        'Các quỹ mở cổ phiếu tăng bình quân 19% sau 10 tháng, xấp xỉ mức tăng của VN-Index; khoảng một nửa số quỹ vượt chỉ số tham chiếu.',
      body: [
        'Theo số liệu minh họa, hiệu suất bình quân của các quỹ mở cổ phiếu từ đầu năm đến hết tháng 10/2026 đạt 19%, trong khi VN-Index tăng khoảng 20%.',
        'Các quỹ tỷ trọng cao ở ngân hàng, công nghệ và bán lẻ có kết quả tốt nhất; các quỹ nắm nhiều cổ phiếu bất động sản và vật liệu xây dựng kém hơn mặt bằng chung.',
        'Hiệu suất quá khứ không đảm bảo kết quả tương lai. Nhà đầu tư nên so sánh quỹ theo thời gian dài (3–5 năm) và cân nhắc tổng chi phí khi lựa chọn.',
      ],
      keywords: 'quỹ mở cổ phiếu, hiệu suất quỹ, NAV, so sánh quỹ',
    },
    en: {
      title: 'Equity fund performance in the first ten months of 2026',
      summary:
        'Open-ended equity funds gained 19% on average over ten months, close to the VN-Index; about half of them beat their benchmark.',
      body: [
        'In illustrative figures, open-ended equity funds returned 19% on average from the start of the year to the end of October 2026, while the VN-Index rose about 20%.',
        'Funds with large positions in banks, technology and retail did best; those holding more property and building-materials stocks lagged.',
        'Past performance does not guarantee future results. Compare funds over longer periods (3–5 years) and look at the total cost when choosing.',
      ],
      keywords: 'equity funds, fund performance, NAV, fund comparison',
    },
  }),
  article({
    key: 'fund-certificates-in-app',
    product: 'fund',
    date: '2026-11-16',
    vi: {
      title: 'An Phát mở rộng phân phối chứng chỉ quỹ mở ngay trên ứng dụng',
      summary:
        'Từ ngày 16/11/2026, khách hàng có thể đặt lệnh mua, bán và đăng ký đầu tư định kỳ chứng chỉ của 12 quỹ mở ngay trên ứng dụng APS Mobile.',
      body: [
        'Với vai trò đại lý phân phối, Chứng khoán An Phát hợp tác với nhiều công ty quản lý quỹ để đưa 12 quỹ mở cổ phiếu, trái phiếu và cân bằng lên ứng dụng (thông tin minh họa).',
        '<ul><li>Xem NAV, lịch sử hiệu suất và bản cáo bạch của từng quỹ</li><li>Đặt lệnh mua từ 100.000 đồng, tiền được trích từ tài khoản chứng khoán</li><li>Đăng ký đầu tư định kỳ hằng tháng</li></ul>',
        'Lệnh được chuyển tới đại lý chuyển nhượng và khớp theo NAV của phiên giao dịch gần nhất sau thời điểm đóng sổ lệnh.',
      ],
      keywords: 'chứng chỉ quỹ, quỹ mở, phân phối, ứng dụng APS Mobile',
    },
    en: {
      title: 'An Phat brings more open-ended funds into its app',
      summary:
        'From 16 November 2026, clients can buy, redeem and set up regular investments in 12 open-ended funds directly in the APS Mobile app.',
      body: [
        'As a distribution agent, An Phat Securities is working with several fund managers to offer 12 equity, bond and balanced funds in its app (illustrative information).',
        '<ul><li>See each fund’s NAV, performance history and prospectus</li><li>Buy from VND 100,000, paid from your securities account</li><li>Set up a monthly investment plan</li></ul>',
        'Orders go to the transfer agent and are filled at the NAV of the first dealing session after the order cut-off time.',
      ],
      keywords: 'fund certificates, open-ended funds, distribution, APS Mobile',
    },
  }),
];
