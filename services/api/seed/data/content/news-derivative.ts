import type { ContentSeed } from '../content-types';
import { article } from './news-helpers';

/**
 * Derivatives coverage (product derivative): VN30 index futures, government bond futures and
 * covered warrants. Index futures expire on the third Thursday of the month (20/8, 17/9, 15/10,
 * 19/11/2026). Figures are illustrative.
 */
export const DERIVATIVE_NEWS: ContentSeed[] = [
  article({
    key: 'derivatives-risk-management',
    product: 'derivative',
    date: '2026-08-12',
    vi: {
      title: 'Quản trị rủi ro khi giao dịch phái sinh: ký quỹ, đòn bẩy và lệnh cắt lỗ',
      summary:
        'Hợp đồng tương lai chỉ số VN30 có đòn bẩy cao nên lãi và lỗ đều được khuếch đại. Bài viết tóm tắt các nguyên tắc cơ bản để kiểm soát rủi ro.',
      body: [
        'Khi mở một vị thế hợp đồng tương lai, nhà đầu tư chỉ cần ký quỹ một phần giá trị hợp đồng. Vì vậy, biến động 1% của chỉ số VN30 có thể làm giá trị tài khoản ký quỹ thay đổi khoảng 5–6%.',
        '<h2>Ba nguyên tắc cơ bản</h2>',
        '<ul><li>Chỉ dùng phần vốn có thể chấp nhận rủi ro, không dồn toàn bộ tài sản vào một vị thế</li><li>Đặt trước mức cắt lỗ và tuân thủ kỷ luật khi thị trường đi ngược dự đoán</li><li>Theo dõi tỷ lệ sử dụng tài sản ký quỹ; khi vượt ngưỡng cảnh báo cần nộp thêm tiền hoặc đóng bớt vị thế</li></ul>',
        'Trên ứng dụng APS Mobile, quý khách có thể đặt lệnh dừng (stop order) cho hợp đồng tương lai và nhận cảnh báo khi tỷ lệ ký quỹ chạm ngưỡng.',
      ],
      keywords: 'phái sinh, quản trị rủi ro, ký quỹ, đòn bẩy, VN30F',
    },
    en: {
      title: 'Managing risk in derivatives: margin, leverage and stop losses',
      summary:
        'VN30 index futures are highly leveraged, so gains and losses are both magnified. This article sums up the basic rules for keeping risk under control.',
      body: [
        'To open a futures position you post margin for only part of the contract value, so a 1% move in the VN30 index can change the value of your margin account by about 5–6%.',
        '<h2>Three basic rules</h2>',
        '<ul><li>Only use money you can afford to put at risk, and never put everything into one position</li><li>Set your stop-loss level in advance and stick to it when the market goes against you</li><li>Watch your margin usage ratio; above the warning level you must add cash or close part of the position</li></ul>',
        'In the APS Mobile app you can place stop orders on futures and get an alert when your margin ratio reaches a threshold.',
      ],
      keywords: 'derivatives, risk management, margin, leverage, VN30F',
    },
  }),
  article({
    key: 'vn30f2608-expiry',
    product: 'derivative',
    date: '2026-08-20',
    time: '15:30',
    vi: {
      title: 'VN30F2608 đáo hạn, vị thế chuyển sang hợp đồng tháng 9',
      summary:
        'Hợp đồng VN30F2608 đáo hạn ngày 20/8/2026 với giá thanh toán cuối cùng 1.952,40 điểm; VN30F2609 trở thành hợp đồng tháng gần nhất.',
      body: [
        'Phiên đáo hạn VN30F2608 diễn ra tương đối ổn định. Chỉ số VN30 đóng cửa ở 1.952,40 điểm, đây cũng là giá thanh toán cuối cùng của hợp đồng.',
        'Trong tuần đáo hạn, khối lượng mở (OI) của VN30F2609 tăng từ 25.000 lên hơn 48.000 hợp đồng khi nhà đầu tư chuyển vị thế.',
        '<ul><li>Khối lượng giao dịch VN30F1M phiên 20/8: 265.000 hợp đồng</li><li>Chênh lệch (basis) VN30F2609 so với VN30: –3,2 điểm</li></ul>',
      ],
      keywords: 'VN30F2608, đáo hạn, hợp đồng tương lai, rollover',
    },
    en: {
      title: 'VN30F2608 expires as positions roll into the September contract',
      summary:
        'The VN30F2608 contract expired on 20 August 2026 at a final settlement price of 1,952.40; VN30F2609 is now the front month.',
      body: [
        'Expiry of VN30F2608 went smoothly. The VN30 index closed at 1,952.40, which is also the contract’s final settlement price.',
        'During expiry week, open interest (OI) in VN30F2609 rose from 25,000 to more than 48,000 contracts as investors rolled their positions.',
        '<ul><li>VN30F1M volume on 20 August: 265,000 contracts</li><li>Basis of VN30F2609 to VN30: –3.2 points</li></ul>',
      ],
      keywords: 'VN30F2608, expiry, index futures, rollover',
    },
  }),
  article({
    key: 'basis-narrows-oi-rises',
    product: 'derivative',
    date: '2026-09-04',
    vi: {
      title: 'Basis thu hẹp, khối lượng mở hợp đồng VN30F1M tăng lên mức cao',
      summary:
        'Chênh lệch giữa VN30F1M và chỉ số cơ sở thu hẹp về gần 0, trong khi khối lượng mở đạt khoảng 52.000 hợp đồng khi tâm lý thận trọng trước kỳ nghỉ lễ qua đi.',
      body: [
        'Sau kỳ nghỉ Quốc khánh, basis của VN30F1M thu hẹp từ –8 điểm về khoảng –1 điểm khi bên bán khống đóng bớt vị thế. Khối lượng mở tăng lên khoảng 52.000 hợp đồng.',
        'Khối tự doanh các công ty chứng khoán duy trì vị thế bán ròng để phòng ngừa rủi ro cho danh mục cổ phiếu, trong khi nhà đầu tư cá nhân mua ròng.',
        'Basis âm kéo dài thường phản ánh kỳ vọng thận trọng của thị trường; basis thu hẹp nhanh có thể đi kèm biến động mạnh trong phiên.',
      ],
      keywords: 'basis, khối lượng mở, VN30F1M, phái sinh',
    },
    en: {
      title: 'Basis narrows as open interest in VN30F1M climbs',
      summary:
        'The gap between VN30F1M and the underlying index narrowed to almost zero while open interest reached about 52,000 contracts, as caution ahead of the holiday faded.',
      body: [
        'After the National Day holiday the VN30F1M basis narrowed from –8 points to about –1 point as short sellers cut positions. Open interest rose to about 52,000 contracts.',
        'Securities firms’ proprietary desks kept net short positions to hedge their stock portfolios, while individual investors were net buyers.',
        'A persistently negative basis usually reflects cautious expectations; a fast-narrowing basis can come with sharp intraday swings.',
      ],
      keywords: 'basis, open interest, VN30F1M, derivatives',
    },
  }),
  article({
    key: 'vn30f2609-expiry',
    product: 'derivative',
    date: '2026-09-17',
    time: '15:30',
    vi: {
      title: 'Phiên đáo hạn VN30F2609: giá thanh toán cuối cùng bám sát chỉ số VN30',
      summary:
        'VN30F2609 đáo hạn ngày 17/9/2026 ở mức 1.985,10 điểm; thanh khoản phái sinh tăng mạnh trước thời điểm nâng hạng thị trường có hiệu lực.',
      body: [
        'Hợp đồng VN30F2609 đáo hạn trong phiên 17/9/2026 với giá thanh toán cuối cùng 1.985,10 điểm, bằng giá đóng cửa của chỉ số VN30.',
        'Khối lượng giao dịch hợp đồng tháng gần đạt 310.000 hợp đồng, cao nhất kể từ đầu năm, khi nhà đầu tư chuẩn bị cho dòng vốn ETF trước ngày nâng hạng 21/9.',
        'VN30F2610 trở thành hợp đồng tháng gần nhất; hợp đồng mới VN30F2611 được niêm yết từ phiên 18/9.',
      ],
      keywords: 'VN30F2609, đáo hạn, nâng hạng, phái sinh',
    },
    en: {
      title: 'VN30F2609 expiry: final settlement tracks the VN30 index',
      summary:
        'VN30F2609 expired on 17 September 2026 at 1,985.10; derivatives turnover jumped ahead of the market upgrade taking effect.',
      body: [
        'The VN30F2609 contract expired in the 17 September 2026 session at a final settlement price of 1,985.10, equal to the VN30 index close.',
        'Front-month volume reached 310,000 contracts, the highest this year, as investors prepared for ETF flows ahead of the 21 September upgrade.',
        'VN30F2610 is now the front month; the new VN30F2611 contract is listed from the 18 September session.',
      ],
      keywords: 'VN30F2609, expiry, market upgrade, derivatives',
    },
  }),
  article({
    key: 'government-bond-futures-liquidity',
    product: 'derivative',
    date: '2026-10-02',
    vi: {
      title: 'Hợp đồng tương lai trái phiếu chính phủ: thanh khoản vẫn khiêm tốn',
      summary:
        'Các hợp đồng tương lai trái phiếu chính phủ kỳ hạn 5 năm và 10 năm chỉ ghi nhận vài chục hợp đồng mỗi phiên, chủ yếu từ nhà đầu tư tổ chức.',
      body: [
        'Hợp đồng tương lai trái phiếu chính phủ (mã GB05F và GB10F) cho phép nhà đầu tư phòng ngừa rủi ro lãi suất hoặc đầu tư theo kỳ vọng biến động lợi suất.',
        'Tuy nhiên, thanh khoản sản phẩm này vẫn thấp: bình quân tháng 9/2026 khoảng 40 hợp đồng mỗi phiên (số liệu minh họa), do giá trị danh nghĩa lớn và nhà đầu tư cá nhân ít quan tâm.',
        'Các thành viên thị trường kỳ vọng thanh khoản sẽ cải thiện khi có thêm nhà tạo lập thị trường và sản phẩm được đưa vào danh mục phòng ngừa rủi ro của các ngân hàng.',
      ],
      keywords: 'hợp đồng tương lai trái phiếu chính phủ, GB05F, GB10F, lãi suất',
    },
    en: {
      title: 'Government bond futures: trading is still thin',
      summary:
        'Five- and ten-year government bond futures trade only a few dozen contracts a session, mostly by institutional investors.',
      body: [
        'Government bond futures (codes GB05F and GB10F) let investors hedge interest rate risk or take a view on yield movements.',
        'Trading remains low, however: about 40 contracts a session on average in September 2026 (illustrative figure), because the notional value is large and individual investors show little interest.',
        'Market participants expect liquidity to improve as more market makers join and banks start using the contracts for hedging.',
      ],
      keywords: 'government bond futures, GB05F, GB10F, interest rates',
    },
  }),
  article({
    key: 'vn30f2610-rollover',
    product: 'derivative',
    date: '2026-10-15',
    time: '15:30',
    outstanding: true,
    vi: {
      title: 'Đáo hạn VN30F2610 và những lưu ý khi chuyển vị thế sang hợp đồng mới',
      summary:
        'VN30F2610 đáo hạn ngày 15/10/2026. Nhà đầu tư muốn duy trì vị thế cần đóng hợp đồng cũ và mở hợp đồng VN30F2611 trước phiên đáo hạn.',
      body: [
        'Hợp đồng tương lai chỉ số VN30 đáo hạn vào ngày thứ Năm thứ ba của tháng đáo hạn. Vị thế còn mở đến cuối phiên sẽ được thanh toán bằng tiền theo giá thanh toán cuối cùng.',
        '<h2>Lưu ý khi chuyển vị thế (rollover)</h2>',
        '<ul><li>So sánh basis của hai hợp đồng để ước tính chi phí chuyển vị thế</li><li>Ưu tiên thực hiện khi thanh khoản hợp đồng mới đã đủ lớn, thường từ 2–3 phiên trước đáo hạn</li><li>Kiểm tra tài sản ký quỹ vì vị thế mới cần ký quỹ ban đầu theo tỷ lệ hiện hành</li></ul>',
        'Phiên 15/10/2026, VN30F2610 đáo hạn ở mức 1.998,60 điểm với khối lượng giao dịch 288.000 hợp đồng.',
      ],
      keywords: 'VN30F2610, đáo hạn, chuyển vị thế, rollover, VN30F2611',
    },
    en: {
      title: 'VN30F2610 expiry: what to check when rolling into the new contract',
      summary:
        'VN30F2610 expires on 15 October 2026. Investors who want to keep their exposure need to close the old contract and open VN30F2611 before expiry.',
      body: [
        'VN30 index futures expire on the third Thursday of the expiry month. Positions still open at the end of that session are cash-settled at the final settlement price.',
        '<h2>Rolling a position</h2>',
        '<ul><li>Compare the basis of the two contracts to estimate the cost of the roll</li><li>Roll once the new contract is liquid enough, usually 2–3 sessions before expiry</li><li>Check your collateral, as the new position needs initial margin at the current rate</li></ul>',
        'On 15 October 2026 VN30F2610 expired at 1,998.60, with 288,000 contracts traded.',
      ],
      keywords: 'VN30F2610, expiry, rollover, VN30F2611',
    },
  }),
  article({
    key: 'vsdc-initial-margin-rate',
    product: 'derivative',
    date: '2026-10-27',
    outstanding: true,
    vi: {
      title: 'VSDC điều chỉnh tỷ lệ ký quỹ ban đầu đối với hợp đồng tương lai chỉ số',
      summary:
        'Từ ngày 2/11/2026, tỷ lệ ký quỹ ban đầu đối với hợp đồng tương lai chỉ số VN30 tăng từ 17% lên 18%; An Phát áp dụng tương ứng cho tài khoản phái sinh của khách hàng.',
      body: [
        'Tổng công ty Lưu ký và Bù trừ chứng khoán Việt Nam (VSDC) thông báo điều chỉnh tỷ lệ ký quỹ ban đầu đối với hợp đồng tương lai chỉ số VN30 do biến động thị trường gia tăng (số liệu minh họa).',
        '<ul><li>Tỷ lệ ký quỹ ban đầu: 18% (trước đây 17%)</li><li>Hiệu lực: từ phiên giao dịch ngày 2/11/2026</li><li>Áp dụng cho cả vị thế đang mở</li></ul>',
        'Quý khách có vị thế mở vui lòng kiểm tra tỷ lệ sử dụng tài sản ký quỹ và nộp bổ sung nếu cần để tránh bị xử lý vị thế.',
      ],
      keywords: 'VSDC, ký quỹ ban đầu, hợp đồng tương lai, phái sinh',
    },
    en: {
      title: 'VSDC changes the initial margin rate for index futures',
      summary:
        'From 2 November 2026 the initial margin rate on VN30 index futures rises from 17% to 18%; An Phat applies the same rate to clients’ derivatives accounts.',
      body: [
        'The Vietnam Securities Depository and Clearing Corporation (VSDC) has raised the initial margin rate on VN30 index futures because of higher market volatility (illustrative figures).',
        '<ul><li>Initial margin rate: 18% (previously 17%)</li><li>Effective: from the 2 November 2026 session</li><li>Applies to existing open positions too</li></ul>',
        'If you hold open positions, please check your margin usage ratio and top up if needed so that your positions are not closed out.',
      ],
      keywords: 'VSDC, initial margin, futures, derivatives',
    },
  }),
  article({
    key: 'new-covered-warrants',
    product: 'derivative',
    date: '2026-11-06',
    vi: {
      title: 'An Phát niêm yết bốn mã chứng quyền có bảo đảm mới trên HOSE',
      summary:
        'Bốn mã chứng quyền mua trên cổ phiếu FPT, HPG, MWG và VPB do An Phát phát hành chính thức giao dịch từ ngày 10/11/2026.',
      body: [
        'Chứng quyền có bảo đảm cho phép nhà đầu tư hưởng lợi khi giá cổ phiếu cơ sở tăng với số vốn nhỏ hơn mua trực tiếp cổ phiếu; khoản lỗ tối đa là số tiền đã bỏ ra để mua chứng quyền.',
        '<ul><li>CFPT2604: cổ phiếu cơ sở FPT, tỷ lệ chuyển đổi 10:1, đáo hạn 10/5/2027</li><li>CHPG2605: cổ phiếu cơ sở HPG, tỷ lệ 4:1, đáo hạn 10/5/2027</li><li>CMWG2603: cổ phiếu cơ sở MWG, tỷ lệ 8:1, đáo hạn 10/8/2027</li><li>CVPB2602: cổ phiếu cơ sở VPB, tỷ lệ 2:1, đáo hạn 10/8/2027</li></ul>',
        'Điểm hòa vốn khi đáo hạn bằng giá thực hiện cộng giá chứng quyền nhân tỷ lệ chuyển đổi. Bản cáo bạch từng mã được đăng trên website An Phát (dữ liệu minh họa).',
      ],
      keywords: 'chứng quyền có bảo đảm, CFPT2604, CHPG2605, HOSE',
    },
    en: {
      title: 'An Phat lists four new covered warrants on HOSE',
      summary:
        'Four call warrants issued by An Phat on FPT, HPG, MWG and VPB shares start trading on 10 November 2026.',
      body: [
        'A covered warrant lets an investor gain when the underlying share price rises, for less money than buying the shares; the most you can lose is what you paid for the warrant.',
        '<ul><li>CFPT2604: underlying FPT, conversion ratio 10:1, maturing 10 May 2027</li><li>CHPG2605: underlying HPG, ratio 4:1, maturing 10 May 2027</li><li>CMWG2603: underlying MWG, ratio 8:1, maturing 10 August 2027</li><li>CVPB2602: underlying VPB, ratio 2:1, maturing 10 August 2027</li></ul>',
        'The break-even price at maturity is the exercise price plus the warrant price times the conversion ratio. Each warrant’s prospectus is on the An Phat website (illustrative data).',
      ],
      keywords: 'covered warrants, CFPT2604, CHPG2605, HOSE',
    },
  }),
  article({
    key: 'vn30f2611-expiry',
    product: 'derivative',
    date: '2026-11-19',
    time: '15:30',
    vi: {
      title: 'VN30F2611 đáo hạn, VN30F2612 trở thành hợp đồng tháng gần nhất',
      summary:
        'Hợp đồng VN30F2611 đáo hạn ngày 19/11/2026 ở mức 1.968,25 điểm; vị thế tập trung vào hợp đồng tháng 12 trước mùa cơ cấu danh mục cuối năm.',
      body: [
        'Phiên đáo hạn 19/11/2026 ghi nhận biến động mạnh trong đợt khớp lệnh định kỳ đóng cửa (ATC), chỉ số VN30 giảm 0,8% xuống 1.968,25 điểm, cũng là giá thanh toán cuối cùng của VN30F2611.',
        'Khối lượng mở của VN30F2612 tăng lên khoảng 55.000 hợp đồng. Basis duy trì ở mức âm nhẹ, khoảng –4 điểm.',
        'Hợp đồng VN30F2612 sẽ đáo hạn ngày 17/12/2026, trùng với giai đoạn các quỹ ETF cơ cấu danh mục quý 4.',
      ],
      keywords: 'VN30F2611, VN30F2612, đáo hạn, phái sinh',
    },
    en: {
      title: 'VN30F2611 expires; VN30F2612 becomes the front month',
      summary:
        'VN30F2611 expired on 19 November 2026 at 1,968.25; positions are now concentrated in the December contract ahead of year-end rebalancing.',
      body: [
        'The 19 November 2026 expiry saw sharp moves in the closing auction (ATC): the VN30 index fell 0.8% to 1,968.25, which is also the final settlement price of VN30F2611.',
        'Open interest in VN30F2612 rose to about 55,000 contracts. The basis stayed slightly negative at around –4 points.',
        'VN30F2612 expires on 17 December 2026, when ETFs carry out their fourth-quarter rebalancing.',
      ],
      keywords: 'VN30F2611, VN30F2612, expiry, derivatives',
    },
  }),
];
