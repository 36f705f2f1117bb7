import type { ContentSeed } from '../content-types';
import { article } from './news-helpers';

/** Equity market coverage (product stock). Figures are illustrative; `article` adds the note. */
export const STOCK_NEWS: ContentSeed[] = [
  article({
    key: 'vnindex-1800',
    product: 'stock',
    date: '2026-08-06',
    time: '15:45',
    vi: {
      title: 'VN-Index vượt mốc 1.800 điểm, thanh khoản HOSE cao nhất ba tháng',
      summary:
        'Chỉ số VN-Index tăng 21,4 điểm lên 1.806,52 điểm, giá trị khớp lệnh trên HOSE đạt hơn 32.000 tỷ đồng với sắc xanh lan tỏa ở nhóm vốn hóa lớn.',
      body: [
        'Kết thúc phiên giao dịch ngày 6/8/2026, VN-Index tăng 21,4 điểm (+1,20%) lên 1.806,52 điểm, lần đầu đóng cửa trên mốc 1.800 điểm. VN30-Index tăng 1,45% với 25 mã tăng giá.',
        'Dòng tiền tập trung vào nhóm ngân hàng và công nghệ: VCB, TCB, MBB và FPT đóng góp nhiều điểm nhất cho chỉ số. Trên HNX, HNX-Index tăng 0,9%, trong khi UPCoM-Index tăng 0,6%.',
        '<ul><li>Giá trị khớp lệnh HOSE: 32.450 tỷ đồng</li><li>Khối ngoại mua ròng 610 tỷ đồng, tập trung ở FPT và MWG</li><li>Độ rộng thị trường: 312 mã tăng, 128 mã giảm trên HOSE</li></ul>',
      ],
      keywords: 'VN-Index, HOSE, thanh khoản, VN30, khối ngoại',
    },
    en: {
      title: 'VN-Index breaks 1,800 as HOSE turnover hits a three-month high',
      summary:
        'The VN-Index rose 21.4 points to 1,806.52, with more than VND 32,000 billion matched on HOSE and gains spreading across the large caps.',
      body: [
        'At the close on 6 August 2026 the VN-Index was up 21.4 points (+1.20%) at 1,806.52, its first close above 1,800. The VN30-Index gained 1.45%, with 25 of its stocks higher.',
        'Money flowed into banks and technology: VCB, TCB, MBB and FPT added the most points to the index. On HNX the HNX-Index rose 0.9%, while the UPCoM-Index gained 0.6%.',
        '<ul><li>Matched value on HOSE: VND 32,450 billion</li><li>Foreign investors net bought VND 610 billion, mainly FPT and MWG</li><li>Breadth: 312 gainers and 128 decliners on HOSE</li></ul>',
      ],
      keywords: 'VN-Index, HOSE, liquidity, VN30, foreign investors',
    },
  }),
  article({
    key: 'steel-public-investment',
    product: 'stock',
    date: '2026-08-19',
    vi: {
      title: 'Cổ phiếu thép hút dòng tiền nhờ kỳ vọng đẩy mạnh đầu tư công',
      summary:
        'HPG dẫn dắt nhóm thép với mức tăng 9% trong tháng 8 khi tiến độ giải ngân đầu tư công và nhu cầu thép xây dựng trong nước cải thiện.',
      body: [
        'Nhóm cổ phiếu thép nằm trong số các ngành tăng mạnh nhất tháng 8/2026. HPG tăng khoảng 9% kể từ đầu tháng, thanh khoản bình quân đạt hơn 45 triệu cổ phiếu mỗi phiên.',
        'Theo số liệu minh họa do Khối Phân tích An Phát tổng hợp, sản lượng thép xây dựng tiêu thụ trong nước 7 tháng tăng 12% so với cùng kỳ, nhờ các dự án cao tốc và sân bay đồng loạt triển khai.',
        '<h2>Rủi ro cần theo dõi</h2>',
        '<ul><li>Giá quặng sắt và than cốc biến động</li><li>Cạnh tranh từ thép nhập khẩu giá rẻ</li><li>Tiến độ giải ngân vốn đầu tư công thực tế</li></ul>',
      ],
      keywords: 'cổ phiếu thép, HPG, đầu tư công, ngành thép',
    },
    en: {
      title: 'Steel stocks draw buyers on hopes of faster public investment',
      summary:
        'HPG led the steel group with a 9% gain in August as public investment spending and domestic demand for construction steel improved.',
      body: [
        'Steel was among the best-performing sectors in August 2026. HPG has gained about 9% since the start of the month, trading more than 45 million shares a session on average.',
        'According to illustrative data compiled by An Phat Research, domestic construction steel sales rose 12% year on year in the first seven months as expressway and airport projects got under way.',
        '<h2>Risks to watch</h2>',
        '<ul><li>Iron ore and coking coal prices</li><li>Competition from cheap imported steel</li><li>How fast public investment is actually disbursed</li></ul>',
      ],
      keywords: 'steel stocks, HPG, public investment, steel sector',
    },
  }),
  article({
    key: 'consumer-staples-vnm-msn',
    product: 'stock',
    date: '2026-08-27',
    vi: {
      title: 'Cổ phiếu tiêu dùng thiết yếu hồi phục khi giá nguyên liệu hạ nhiệt',
      summary:
        'VNM và MSN tăng trở lại sau giai đoạn tích lũy dài, được hỗ trợ bởi biên lợi nhuận gộp cải thiện nhờ giá sữa bột và nguyên liệu đầu vào giảm.',
      body: [
        'Nhóm tiêu dùng thiết yếu thu hút sự chú ý trở lại trong nửa cuối tháng 8. VNM tăng 6% trong hai tuần, trong khi MSN tăng 8% với thanh khoản cải thiện rõ rệt.',
        'Giá sữa bột nguyên liệu trên thị trường thế giới giảm khoảng 10% so với đầu năm, giúp các doanh nghiệp sữa và thực phẩm kỳ vọng biên lợi nhuận gộp nửa cuối năm tốt hơn.',
        'Tuy vậy, sức mua trong nước mới phục hồi từ từ và cạnh tranh ở kênh bán lẻ hiện đại vẫn gay gắt, đòi hỏi nhà đầu tư theo dõi kết quả kinh doanh từng quý.',
      ],
      keywords: 'tiêu dùng thiết yếu, VNM, MSN, cổ phiếu phòng thủ',
    },
    en: {
      title: 'Consumer staples recover as input costs ease',
      summary:
        'VNM and MSN rose again after a long sideways spell, helped by better gross margins as milk powder and other input prices fell.',
      body: [
        'Consumer staples came back into focus in the second half of August. VNM gained 6% in two weeks, while MSN rose 8% on clearly higher turnover.',
        'World milk powder prices are about 10% lower than at the start of the year, so dairy and food companies expect better gross margins in the second half.',
        'Domestic spending is recovering only slowly, however, and competition in modern retail remains fierce, so quarterly results are worth following closely.',
      ],
      keywords: 'consumer staples, VNM, MSN, defensive stocks',
    },
  }),
  article({
    key: 'retail-recovery-mwg-pnj',
    product: 'stock',
    date: '2026-09-10',
    vi: {
      title: 'Nhóm bán lẻ khởi sắc khi doanh thu tháng 8 tăng hai chữ số',
      summary:
        'MWG và PNJ cùng ghi nhận doanh thu tháng 8 tăng trên 10% so với cùng kỳ, củng cố kỳ vọng phục hồi tiêu dùng dịp cuối năm.',
      body: [
        'Các doanh nghiệp bán lẻ niêm yết công bố kết quả kinh doanh tháng 8/2026 khả quan. Theo số liệu minh họa, doanh thu của MWG tăng 14% nhờ chuỗi Bách Hóa Xanh mở rộng, còn PNJ tăng 11% nhờ mảng trang sức bán lẻ.',
        'Trên thị trường, MWG tăng 4,2% và PNJ tăng 3,1% trong phiên 9/9/2026, thanh khoản gấp rưỡi bình quân 20 phiên.',
        '<ul><li>Động lực: thu nhập cải thiện, mùa mua sắm cuối năm</li><li>Rủi ro: giá vàng biến động mạnh ảnh hưởng nhu cầu trang sức</li></ul>',
      ],
      keywords: 'bán lẻ, MWG, PNJ, doanh thu tháng 8',
    },
    en: {
      title: 'Retailers rally on double-digit August sales growth',
      summary:
        'MWG and PNJ both reported August sales more than 10% above last year, supporting hopes of a year-end consumer recovery.',
      body: [
        'Listed retailers reported solid results for August 2026. In illustrative figures, MWG’s revenue rose 14% as its Bach Hoa Xanh chain expanded, while PNJ grew 11% on retail jewellery.',
        'In the market, MWG gained 4.2% and PNJ 3.1% on 9 September 2026, with turnover one and a half times the 20-session average.',
        '<ul><li>Drivers: rising incomes and the year-end shopping season</li><li>Risk: sharp gold price swings can hit jewellery demand</li></ul>',
      ],
      keywords: 'retail, MWG, PNJ, August sales',
    },
  }),
  article({
    key: 'ftse-upgrade-effective',
    product: 'stock',
    date: '2026-09-22',
    time: '16:00',
    outstanding: true,
    vi: {
      title: 'Nâng hạng thị trường có hiệu lực, khối ngoại mua ròng mạnh nhất năm',
      summary:
        'Trong phiên đầu tiên sau khi FTSE Russell chính thức xếp Việt Nam vào nhóm thị trường mới nổi thứ cấp, khối ngoại mua ròng hơn 2.300 tỷ đồng trên HOSE.',
      body: [
        'Việc nâng hạng lên thị trường mới nổi thứ cấp theo phân loại của FTSE Russell có hiệu lực từ ngày 21/9/2026. Phiên 21/9 ghi nhận giá trị giao dịch của khối ngoại chiếm gần 18% tổng giá trị khớp lệnh.',
        'Lực mua tập trung ở các cổ phiếu có tỷ trọng lớn trong bộ chỉ số FTSE như VHM, VCB, HPG, FPT và SSI. VN-Index tăng 1,6% lên 1.872,30 điểm.',
        '<h2>Dòng vốn sẽ đến từ đâu?</h2>',
        'Các quỹ thụ động theo chỉ số FTSE Emerging được dự báo giải ngân theo từng đợt, trong khi các quỹ chủ động sẽ cân nhắc dựa trên định giá và mức độ cải thiện về công bố thông tin bằng tiếng Anh.',
      ],
      keywords: 'nâng hạng thị trường, FTSE Russell, khối ngoại, VN-Index',
    },
    en: {
      title: 'Market upgrade takes effect as foreigners post the year’s biggest net buying',
      summary:
        'In the first session after FTSE Russell formally classed Vietnam as a Secondary Emerging market, foreign investors net bought more than VND 2,300 billion on HOSE.',
      body: [
        'The upgrade to Secondary Emerging status under FTSE Russell’s classification took effect on 21 September 2026. Foreign investors accounted for almost 18% of matched value in that session.',
        'Buying focused on stocks with large weights in the FTSE indices, such as VHM, VCB, HPG, FPT and SSI. The VN-Index rose 1.6% to 1,872.30.',
        '<h2>Where will the money come from?</h2>',
        'Passive funds tracking FTSE Emerging indices are expected to invest in stages, while active funds will weigh valuations and progress on English-language disclosure.',
      ],
      keywords: 'market upgrade, FTSE Russell, foreign investors, VN-Index',
    },
  }),
  article({
    key: 'banks-ahead-of-q3',
    product: 'stock',
    date: '2026-10-08',
    vi: {
      title: 'Cổ phiếu ngân hàng dẫn dắt thị trường trước mùa báo cáo quý 3',
      summary:
        'VCB, TCB, MBB, ACB và VPB đồng loạt tăng khi tín dụng 9 tháng tăng trưởng tốt và kỳ vọng lợi nhuận quý 3 khả quan.',
      body: [
        'Nhóm ngân hàng chiếm gần 40% giá trị giao dịch trên HOSE trong tuần đầu tháng 10/2026. Chỉ số ngành ngân hàng tăng 3,4% trong tuần, vượt trội so với mức tăng 1,1% của VN-Index.',
        'Tăng trưởng tín dụng toàn hệ thống đến cuối tháng 9 đạt khoảng 12% so với đầu năm (số liệu minh họa), tạo nền tảng cho thu nhập lãi thuần của các ngân hàng.',
        '<ul><li>TCB và MBB: tăng trưởng tín dụng vượt trung bình ngành</li><li>VCB: chất lượng tài sản tốt, tỷ lệ bao phủ nợ xấu cao</li><li>ACB và VPB: chi phí vốn giảm giúp cải thiện biên lãi thuần</li></ul>',
        'Nhà đầu tư vẫn cần theo dõi nợ xấu ở nhóm khách hàng bất động sản và tiêu dùng.',
      ],
      keywords: 'ngân hàng, VCB, TCB, MBB, ACB, VPB, quý 3',
    },
    en: {
      title: 'Bank stocks lead the market ahead of Q3 earnings',
      summary:
        'VCB, TCB, MBB, ACB and VPB rose together as nine-month credit growth held up and third-quarter profits looked strong.',
      body: [
        'Banks made up almost 40% of HOSE turnover in the first week of October 2026. The banking index gained 3.4% over the week, well ahead of the VN-Index’s 1.1%.',
        'System-wide credit growth reached about 12% year to date by the end of September (illustrative figure), underpinning banks’ net interest income.',
        '<ul><li>TCB and MBB: loan growth above the sector average</li><li>VCB: strong asset quality and high bad-debt coverage</li><li>ACB and VPB: lower funding costs are lifting net interest margins</li></ul>',
        'Investors should still watch bad debts among property and consumer borrowers.',
      ],
      keywords: 'banks, VCB, TCB, MBB, ACB, VPB, Q3',
    },
  }),
  article({
    key: 'q3-earnings-season',
    product: 'stock',
    date: '2026-10-26',
    outstanding: true,
    vi: {
      title: 'Mùa báo cáo quý 3/2026: công nghệ và ngân hàng nổi bật',
      summary:
        'Lợi nhuận quý 3 của các doanh nghiệp niêm yết đã công bố tăng khoảng 16% so với cùng kỳ, trong đó FPT và nhóm ngân hàng đóng góp lớn nhất.',
      body: [
        'Tính đến ngày 25/10/2026, khoảng 60% doanh nghiệp trên HOSE, HNX và UPCoM đã công bố báo cáo tài chính quý 3, đại diện gần 80% vốn hóa thị trường.',
        '<h2>Điểm sáng</h2>',
        '<ul><li>FPT: lợi nhuận trước thuế tăng 20% nhờ mảng chuyển đổi số ở nước ngoài</li><li>Nhóm ngân hàng: lợi nhuận tăng 15–25% tại nhiều ngân hàng tư nhân</li><li>Bán lẻ: MWG tiếp tục cải thiện biên lợi nhuận</li></ul>',
        'Ngược lại, một số doanh nghiệp bất động sản và vật liệu xây dựng ghi nhận lợi nhuận giảm do bàn giao dự án chậm và giá bán chịu áp lực.',
      ],
      keywords: 'kết quả kinh doanh quý 3, FPT, ngân hàng, lợi nhuận doanh nghiệp',
    },
    en: {
      title: 'Q3 2026 earnings season: technology and banks shine',
      summary:
        'Third-quarter profits of listed companies that have reported are up about 16% year on year, with FPT and the banks contributing most.',
      body: [
        'By 25 October 2026 about 60% of companies on HOSE, HNX and UPCoM had published their third-quarter statements, covering almost 80% of market capitalisation.',
        '<h2>Bright spots</h2>',
        '<ul><li>FPT: profit before tax up 20%, driven by its overseas digital transformation business</li><li>Banks: profits up 15–25% at many private banks</li><li>Retail: MWG keeps improving its margins</li></ul>',
        'By contrast, some property developers and building-materials companies reported lower profits as handovers slipped and selling prices came under pressure.',
      ],
      keywords: 'Q3 earnings, FPT, banks, corporate profits',
    },
  }),
  article({
    key: 'energy-chemicals-gas-ree-dgc',
    product: 'stock',
    date: '2026-10-30',
    vi: {
      title: 'GAS, REE và DGC phân hóa theo giá dầu, thủy văn và giá phốt pho',
      summary:
        'Nhóm năng lượng và hóa chất diễn biến trái chiều: GAS đi ngang theo giá dầu, REE được hỗ trợ bởi thủy văn thuận lợi, DGC điều chỉnh khi giá phốt pho vàng giảm.',
      body: [
        'Giá dầu Brent dao động quanh 70–75 USD/thùng trong tháng 10 khiến GAS giao dịch trong biên độ hẹp. Sản lượng khí tiêu thụ ổn định nhưng giá bán LPG giảm nhẹ.',
        'REE hưởng lợi từ mảng thủy điện khi lượng nước về hồ cao hơn trung bình nhiều năm, trong khi mảng bất động sản cho thuê văn phòng duy trì công suất trên 90%.',
        'DGC giảm khoảng 5% trong tháng do giá phốt pho vàng xuất khẩu đi xuống, dù doanh nghiệp vẫn duy trì vị thế tiền mặt ròng lớn (số liệu minh họa).',
      ],
      keywords: 'GAS, REE, DGC, năng lượng, hóa chất, giá dầu',
    },
    en: {
      title: 'GAS, REE and DGC diverge on oil, rainfall and phosphorus prices',
      summary:
        'Energy and chemical stocks moved in different directions: GAS tracked oil sideways, REE gained from good hydrology and DGC fell as yellow phosphorus prices dropped.',
      body: [
        'Brent crude hovered around USD 70–75 a barrel in October, keeping GAS in a narrow range. Gas volumes were steady, but LPG selling prices slipped.',
        'REE benefited from its hydropower arm as reservoir inflows ran above the long-term average, while its office leasing business stayed more than 90% occupied.',
        'DGC fell about 5% over the month as export prices for yellow phosphorus declined, although the company still holds a large net cash position (illustrative figures).',
      ],
      keywords: 'GAS, REE, DGC, energy, chemicals, oil price',
    },
  }),
  article({
    key: 'hnx-upcom-small-caps',
    product: 'stock',
    date: '2026-11-05',
    vi: {
      title: 'Dòng tiền lan tỏa sang cổ phiếu vừa và nhỏ trên HNX và UPCoM',
      summary:
        'HNX-Index tăng 4,8% và UPCoM-Index tăng 3,5% sau 10 phiên, thanh khoản hai sàn cải thiện khi nhà đầu tư cá nhân tìm cơ hội ngoài nhóm vốn hóa lớn.',
      body: [
        'Sau giai đoạn tăng mạnh của nhóm VN30, dòng tiền bắt đầu dịch chuyển sang cổ phiếu vốn hóa vừa và nhỏ. Giá trị giao dịch bình quân trên HNX đạt 2.400 tỷ đồng mỗi phiên, trên UPCoM đạt 1.100 tỷ đồng.',
        'Các nhóm được chú ý gồm xây dựng hạ tầng, cảng biển và bán lẻ dược phẩm. Tuy nhiên, cổ phiếu nhỏ thường có biến động giá lớn và thanh khoản kém ổn định hơn.',
        'Nhà đầu tư nên lưu ý biên độ dao động giá: ±10% trên HNX và ±15% trên UPCoM, rộng hơn mức ±7% trên HOSE.',
      ],
      keywords: 'HNX-Index, UPCoM-Index, cổ phiếu vừa và nhỏ, thanh khoản',
    },
    en: {
      title: 'Money spreads to small and mid caps on HNX and UPCoM',
      summary:
        'The HNX-Index rose 4.8% and the UPCoM-Index 3.5% over 10 sessions as individual investors looked beyond the large caps.',
      body: [
        'After a strong run in the VN30 stocks, money has started to rotate into small and mid caps. Average turnover reached VND 2,400 billion a session on HNX and VND 1,100 billion on UPCoM.',
        'Infrastructure builders, seaports and pharmacy retailers drew the most interest. Small caps, however, tend to swing more in price and trade less consistently.',
        'Note the daily price limits: ±10% on HNX and ±15% on UPCoM, wider than the ±7% on HOSE.',
      ],
      keywords: 'HNX-Index, UPCoM-Index, small and mid caps, liquidity',
    },
  }),
  article({
    key: 'property-profit-taking',
    product: 'stock',
    date: '2026-11-13',
    time: '15:40',
    vi: {
      title: 'VN-Index điều chỉnh, cổ phiếu bất động sản chịu áp lực chốt lời',
      summary:
        'VN-Index giảm 24,6 điểm xuống 1.838,15 điểm khi VHM, VIC và VRE bị bán mạnh sau chuỗi tăng kéo dài.',
      body: [
        'Áp lực chốt lời xuất hiện mạnh trong phiên chiều 13/11/2026, đặc biệt ở nhóm bất động sản. VHM giảm 4,8%, VIC giảm 3,9% và VRE giảm 3,2%.',
        'Thanh khoản HOSE đạt 28.700 tỷ đồng, khối ngoại bán ròng 420 tỷ đồng. Dù vậy, nhóm ngân hàng và công nghệ giữ được sắc xanh nhẹ, giúp thị trường không giảm sâu hơn.',
        'Theo Khối Phân tích An Phát, các nhịp điều chỉnh sau giai đoạn tăng nóng là diễn biến thường thấy; nhà đầu tư sử dụng ký quỹ nên chủ động kiểm soát tỷ lệ vay.',
      ],
      keywords: 'VN-Index, điều chỉnh, bất động sản, VHM, VIC, VRE',
    },
    en: {
      title: 'VN-Index pulls back as property stocks face profit-taking',
      summary:
        'The VN-Index fell 24.6 points to 1,838.15 as VHM, VIC and VRE were sold heavily after a long rally.',
      body: [
        'Profit-taking hit hard in the afternoon of 13 November 2026, especially in property. VHM fell 4.8%, VIC 3.9% and VRE 3.2%.',
        'HOSE turnover was VND 28,700 billion and foreign investors net sold VND 420 billion. Banks and technology held small gains, which kept the market from falling further.',
        'An Phat Research notes that pullbacks after a steep rise are common; investors using margin should keep their borrowing under control.',
      ],
      keywords: 'VN-Index, pullback, property, VHM, VIC, VRE',
    },
  }),
  article({
    key: 'brokers-krx-momentum',
    product: 'stock',
    date: '2026-11-19',
    vi: {
      slug: 'co-phieu-chung-khoan-soi-dong-nho-thanh-khoan-cao-va-he-thong-krx',
      title: 'Cổ phiếu chứng khoán sôi động nhờ thanh khoản cao và sản phẩm mới trên hệ thống KRX',
      summary:
        'SSI và nhiều cổ phiếu công ty chứng khoán tăng mạnh khi thanh khoản thị trường duy trì trên 30.000 tỷ đồng mỗi phiên và kế hoạch triển khai sản phẩm mới được xúc tiến.',
      body: [
        'Nhóm chứng khoán tăng bình quân 7% trong hai tuần giữa tháng 11/2026, trong đó SSI tăng 8,5% với khối lượng khớp lệnh bình quân trên 40 triệu cổ phiếu.',
        'Động lực đến từ thanh khoản cao, dư nợ cho vay ký quỹ toàn thị trường ở mức kỷ lục và kỳ vọng về các sản phẩm mới như giao dịch trong ngày sau khi hệ thống KRX vận hành ổn định.',
        'Lợi nhuận của công ty chứng khoán phụ thuộc nhiều vào thanh khoản và biến động thị trường, nên cổ phiếu ngành thường có độ biến động (beta) cao hơn thị trường chung.',
      ],
      keywords: 'cổ phiếu chứng khoán, SSI, KRX, thanh khoản, ký quỹ',
    },
    en: {
      title: 'Broker stocks busy on high turnover and new products on the KRX system',
      summary:
        'SSI and other securities firms rallied as market turnover stayed above VND 30,000 billion a session and plans for new products moved ahead.',
      body: [
        'Securities firms rose 7% on average over the two middle weeks of November 2026; SSI gained 8.5% on average matched volume of more than 40 million shares.',
        'The drivers were high turnover, record margin lending across the market and hopes for new products such as intraday trading now that the KRX system runs smoothly.',
        'Brokers’ profits depend heavily on turnover and market swings, so their shares usually move more than the market as a whole (higher beta).',
      ],
      keywords: 'broker stocks, SSI, KRX, liquidity, margin',
    },
  }),
];
