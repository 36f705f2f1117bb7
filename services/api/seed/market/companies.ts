import type { Exchange } from '@brokerage/shared/market/exchanges.ts';
import type { FirmType } from '@brokerage/shared/validation/market.ts';

/**
 * The demo market's listed companies: real tickers, real names, generated figures (the sites
 * say "Dữ liệu minh họa" / "Demo data"). `price` is the generator's starting price (VND, the
 * first session's reference) and `shares` the starting number of shares in millions; both
 * change with the generated walk and corporate actions. VN30 membership comes from the
 * contract's VN30_BASKET; `hnx30` marks the larger HNX names that make up the demo HNX30.
 */
export interface CompanySeed {
  symbol: string;
  exchange: Exchange;
  firmType: FirmType;
  icbCode: keyof typeof ICB_SECTORS;
  nameVi: string;
  nameEn: string;
  /** The name the market uses (the search and its suggestions show it). */
  shortName: string;
  /** Other names people look it up by: brands, subsidiaries' brands, former names. */
  brands?: string[];
  price: number;
  shares: number;
  listingDate: string;
  hnx30?: boolean;
}

/** ICB supersectors (the 4-digit codes Vietnamese vendors use) and their names. */
export const ICB_SECTORS = {
  '0500': { vi: 'Dầu khí', en: 'Oil & Gas' },
  '1300': { vi: 'Hóa chất', en: 'Chemicals' },
  '1700': { vi: 'Tài nguyên cơ bản', en: 'Basic Resources' },
  '2300': { vi: 'Xây dựng và Vật liệu', en: 'Construction & Materials' },
  '2700': { vi: 'Hàng & Dịch vụ công nghiệp', en: 'Industrial Goods & Services' },
  '3300': { vi: 'Ô tô và phụ tùng', en: 'Automobiles & Parts' },
  '3500': { vi: 'Thực phẩm và đồ uống', en: 'Food & Beverage' },
  '3700': { vi: 'Hàng cá nhân & Gia dụng', en: 'Personal & Household Goods' },
  '5300': { vi: 'Bán lẻ', en: 'Retail' },
  '5700': { vi: 'Du lịch và Giải trí', en: 'Travel & Leisure' },
  '6500': { vi: 'Viễn thông', en: 'Telecommunications' },
  '7500': { vi: 'Điện, nước & xăng dầu khí đốt', en: 'Utilities' },
  '8300': { vi: 'Ngân hàng', en: 'Banks' },
  '8500': { vi: 'Bảo hiểm', en: 'Insurance' },
  '8600': { vi: 'Bất động sản', en: 'Real Estate' },
  '8700': { vi: 'Dịch vụ tài chính', en: 'Financial Services' },
  '9500': { vi: 'Công nghệ thông tin', en: 'Technology' },
} as const;

type Row = [
  symbol: string,
  exchange: Exchange,
  firmType: FirmType,
  icbCode: keyof typeof ICB_SECTORS,
  nameVi: string,
  nameEn: string,
  price: number,
  shares: number,
  listingDate: string,
];

// prettier-ignore
const ROWS: Row[] = [
  // HOSE: the VN30 basket.
  ['ACB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Á Châu', 'Asia Commercial Joint Stock Bank', 33_000, 2_700, '2020-12-09'],
  ['BCM', 'HOSE', 'company', '8600', 'Tổng Công ty Đầu tư và Phát triển Công nghiệp – CTCP', 'Becamex IDC Corporation', 60_000, 1_035, '2020-07-02'],
  ['BID', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam', 'Joint Stock Commercial Bank for Investment and Development of Vietnam', 42_000, 5_058, '2014-01-24'],
  ['BVH', 'HOSE', 'insurance', '8500', 'Tập đoàn Bảo Việt', 'Bao Viet Holdings', 60_000, 742, '2009-06-25'],
  ['CTG', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Công Thương Việt Nam', 'Vietnam Joint Stock Commercial Bank for Industry and Trade', 33_000, 4_805, '2009-07-16'],
  ['FPT', 'HOSE', 'company', '9500', 'Công ty Cổ phần FPT', 'FPT Corporation', 95_000, 907, '2006-12-13'],
  ['GAS', 'HOSE', 'company', '7500', 'Tổng Công ty Khí Việt Nam – CTCP', 'PetroVietnam Gas Joint Stock Corporation', 100_000, 1_914, '2012-05-21'],
  ['GVR', 'HOSE', 'company', '1300', 'Tập đoàn Công nghiệp Cao su Việt Nam – CTCP', 'Vietnam Rubber Group', 35_000, 4_000, '2020-03-17'],
  ['HDB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh', 'Ho Chi Minh City Development Joint Stock Commercial Bank', 27_000, 2_010, '2018-01-05'],
  ['HPG', 'HOSE', 'company', '1700', 'Công ty Cổ phần Tập đoàn Hòa Phát', 'Hoa Phat Group Joint Stock Company', 48_000, 4_473, '2007-11-15'],
  ['LPB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Lộc Phát Việt Nam', 'Loc Phat Vietnam Joint Stock Commercial Bank', 22_000, 1_200, '2017-10-10'],
  ['MBB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Quân đội', 'Military Commercial Joint Stock Bank', 29_000, 3_778, '2011-11-01'],
  ['MSN', 'HOSE', 'company', '3500', 'Công ty Cổ phần Tập đoàn Masan', 'Masan Group Corporation', 150_000, 1_180, '2009-11-05'],
  ['MWG', 'HOSE', 'company', '5300', 'Công ty Cổ phần Đầu tư Thế Giới Di Động', 'Mobile World Investment Corporation', 140_000, 475, '2014-07-14'],
  ['PLX', 'HOSE', 'company', '0500', 'Tập đoàn Xăng dầu Việt Nam', 'Vietnam National Petroleum Group', 55_000, 1_271, '2017-04-21'],
  ['SAB', 'HOSE', 'company', '3500', 'Tổng Công ty Cổ phần Bia – Rượu – Nước giải khát Sài Gòn', 'Saigon Beer – Alcohol – Beverage Corporation', 160_000, 641, '2016-12-06'],
  ['SHB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Sài Gòn – Hà Nội', 'Saigon – Hanoi Commercial Joint Stock Bank', 19_000, 1_926, '2020-12-02'],
  ['SSB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Đông Nam Á', 'Southeast Asia Commercial Joint Stock Bank', 40_000, 2_013, '2021-03-24'],
  ['SSI', 'HOSE', 'securities', '8700', 'Công ty Cổ phần Chứng khoán SSI', 'SSI Securities Corporation', 45_000, 984, '2006-10-29'],
  ['STB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Sài Gòn Thương Tín', 'Saigon Thuong Tin Commercial Joint Stock Bank', 30_000, 1_885, '2006-07-12'],
  ['TCB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Kỹ Thương Việt Nam', 'Vietnam Technological and Commercial Joint Stock Bank', 51_000, 3_510, '2018-06-04'],
  ['TPB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Tiên Phong', 'Tien Phong Commercial Joint Stock Bank', 37_000, 1_581, '2018-04-19'],
  ['VCB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Ngoại thương Việt Nam', 'Joint Stock Commercial Bank for Foreign Trade of Vietnam', 98_000, 4_732, '2009-06-30'],
  ['VHM', 'HOSE', 'company', '8600', 'Công ty Cổ phần Vinhomes', 'Vinhomes Joint Stock Company', 80_000, 4_354, '2018-05-17'],
  ['VIB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Quốc tế Việt Nam', 'Vietnam International Commercial Joint Stock Bank', 40_000, 1_554, '2020-10-23'],
  ['VIC', 'HOSE', 'company', '8600', 'Tập đoàn Vingroup – Công ty CP', 'Vingroup Joint Stock Company', 95_000, 3_805, '2007-09-19'],
  ['VJC', 'HOSE', 'company', '5700', 'Công ty Cổ phần Hàng không Vietjet', 'Vietjet Aviation Joint Stock Company', 125_000, 541, '2017-02-28'],
  ['VNM', 'HOSE', 'company', '3500', 'Công ty Cổ phần Sữa Việt Nam', 'Vietnam Dairy Products Joint Stock Company', 88_000, 2_090, '2006-01-19'],
  ['VPB', 'HOSE', 'bank', '8300', 'Ngân hàng TMCP Việt Nam Thịnh Vượng', 'Vietnam Prosperity Joint Stock Commercial Bank', 36_000, 4_445, '2017-08-17'],
  ['VRE', 'HOSE', 'company', '8600', 'Công ty Cổ phần Vincom Retail', 'Vincom Retail Joint Stock Company', 33_000, 2_272, '2017-11-06'],
  // HOSE, outside the basket.
  ['VND', 'HOSE', 'securities', '8700', 'Công ty Cổ phần Chứng khoán VNDIRECT', 'VNDIRECT Securities Corporation', 80_000, 435, '2017-01-04'],
  ['HCM', 'HOSE', 'securities', '8700', 'Công ty Cổ phần Chứng khoán Thành phố Hồ Chí Minh', 'Ho Chi Minh City Securities Corporation', 50_000, 457, '2009-05-19'],
  ['BMI', 'HOSE', 'insurance', '8500', 'Tổng Công ty Cổ phần Bảo Minh', 'Bao Minh Insurance Corporation', 38_000, 91, '2008-04-21'],
  ['DGC', 'HOSE', 'company', '1300', 'Công ty Cổ phần Tập đoàn Hóa chất Đức Giang', 'Duc Giang Chemicals Group Joint Stock Company', 150_000, 171, '2020-07-28'],
  ['REE', 'HOSE', 'company', '2700', 'Công ty Cổ phần Cơ Điện Lạnh', 'Refrigeration Electrical Engineering Corporation', 75_000, 309, '2000-07-28'],
  ['PNJ', 'HOSE', 'company', '3700', 'Công ty Cổ phần Vàng bạc Đá quý Phú Nhuận', 'Phu Nhuan Jewelry Joint Stock Company', 95_000, 227, '2009-03-23'],
  // HNX.
  ['PVS', 'HNX', 'company', '0500', 'Tổng Công ty Cổ phần Dịch vụ Kỹ thuật Dầu khí Việt Nam', 'PetroVietnam Technical Services Corporation', 25_000, 478, '2007-09-20'],
  ['SHS', 'HNX', 'securities', '8700', 'Công ty Cổ phần Chứng khoán Sài Gòn – Hà Nội', 'Saigon – Hanoi Securities Joint Stock Company', 45_000, 325, '2009-07-09'],
  ['MBS', 'HNX', 'securities', '8700', 'Công ty Cổ phần Chứng khoán MB', 'MB Securities Joint Stock Company', 35_000, 268, '2016-12-28'],
  ['PVI', 'HNX', 'insurance', '8500', 'Công ty Cổ phần PVI', 'PVI Holdings', 48_000, 234, '2007-08-06'],
  ['IDC', 'HNX', 'company', '8600', 'Tổng Công ty IDICO – CTCP', 'IDICO Corporation', 50_000, 330, '2019-12-24'],
  ['CEO', 'HNX', 'company', '8600', 'Công ty Cổ phần Tập đoàn C.E.O', 'C.E.O Group Joint Stock Company', 40_000, 257, '2014-10-07'],
  ['VCS', 'HNX', 'company', '2300', 'Công ty Cổ phần Vicostone', 'Vicostone Joint Stock Company', 100_000, 160, '2009-12-18'],
  ['NTP', 'HNX', 'company', '2300', 'Công ty Cổ phần Nhựa Thiếu niên Tiền Phong', 'Tien Phong Plastic Joint Stock Company', 40_000, 118, '2006-12-11'],
  // UPCOM.
  ['ACV', 'UPCOM', 'company', '2700', 'Tổng Công ty Cảng hàng không Việt Nam – CTCP', 'Airports Corporation of Vietnam', 90_000, 2_177, '2016-11-21'],
  ['VEA', 'UPCOM', 'company', '3300', 'Tổng Công ty Máy động lực và Máy nông nghiệp Việt Nam – CTCP', 'Vietnam Engine and Agricultural Machinery Corporation', 45_000, 1_329, '2018-07-20'],
  ['MCH', 'UPCOM', 'company', '3500', 'Công ty Cổ phần Hàng tiêu dùng Masan', 'Masan Consumer Corporation', 130_000, 717, '2017-06-08'],
  ['QNS', 'UPCOM', 'company', '3500', 'Công ty Cổ phần Đường Quảng Ngãi', 'Quang Ngai Sugar Joint Stock Company', 50_000, 357, '2017-03-02'],
  ['VGI', 'UPCOM', 'company', '6500', 'Tổng Công ty Cổ phần Đầu tư Quốc tế Viettel', 'Viettel Global Investment Joint Stock Company', 40_000, 3_045, '2018-09-25'],
  ['FOX', 'UPCOM', 'company', '6500', 'Công ty Cổ phần Viễn thông FPT', 'FPT Telecom Joint Stock Company', 70_000, 370, '2016-11-29'],
];

/**
 * What each company is called in the market and the brands it is known by (real names), for
 * the search: "Vinamilk" finds VNM although neither legal name says it.
 */
const KNOWN_AS: Record<string, [shortName: string, brands?: string[]]> = {
  ACB: ['ACB'],
  BCM: ['Becamex IDC', ['Becamex']],
  BID: ['BIDV'],
  BVH: ['Bảo Việt'],
  CTG: ['VietinBank'],
  FPT: ['FPT', ['FPT Software']],
  GAS: ['PV GAS'],
  GVR: ['Cao su Việt Nam', ['VRG']],
  HDB: ['HDBank'],
  HPG: ['Hòa Phát'],
  LPB: ['LPBank', ['LienVietPostBank', 'Bưu điện Liên Việt']],
  MBB: ['MB', ['MB Bank', 'MBBank']],
  MSN: ['Masan', ['WinCommerce', 'WinMart']],
  MWG: ['Thế Giới Di Động', ['Điện Máy Xanh', 'Bách Hóa Xanh', 'An Khang']],
  PLX: ['Petrolimex'],
  SAB: ['Sabeco', ['Bia Sài Gòn']],
  SHB: ['SHB'],
  SSB: ['SeABank'],
  SSI: ['SSI'],
  STB: ['Sacombank'],
  TCB: ['Techcombank'],
  TPB: ['TPBank'],
  VCB: ['Vietcombank'],
  VHM: ['Vinhomes'],
  VIB: ['VIB'],
  VIC: ['Vingroup', ['VinFast', 'Vinmec', 'Vinschool']],
  VJC: ['Vietjet', ['Vietjet Air']],
  VNM: ['Vinamilk'],
  VPB: ['VPBank'],
  VRE: ['Vincom Retail', ['Vincom']],
  VND: ['VNDIRECT'],
  HCM: ['HSC'],
  BMI: ['Bảo Minh'],
  DGC: ['Hóa chất Đức Giang'],
  REE: ['REE', ['Reetech']],
  PNJ: ['PNJ'],
  PVS: ['PTSC'],
  SHS: ['SHS'],
  MBS: ['MBS'],
  PVI: ['PVI', ['Bảo hiểm PVI']],
  IDC: ['IDICO'],
  CEO: ['C.E.O Group', ['CEO Group']],
  VCS: ['Vicostone'],
  NTP: ['Nhựa Tiền Phong'],
  ACV: ['ACV', ['Vietnam Airports']],
  VEA: ['VEAM'],
  MCH: ['Masan Consumer', ['Chin-su', 'Omachi', 'Nam Ngư']],
  QNS: ['Đường Quảng Ngãi', ['Vinasoy']],
  VGI: ['Viettel Global', ['Metfone', 'Unitel', 'Movitel', 'Natcom', 'Halotel', 'Mytel']],
  FOX: ['FPT Telecom'],
};

/** The six largest HNX names by starting capitalisation make up the demo HNX30. */
const HNX30_SIZE = 6;

export const COMPANY_SEEDS: CompanySeed[] = (() => {
  const seeds: CompanySeed[] = ROWS.map(
    ([symbol, exchange, firmType, icbCode, nameVi, nameEn, price, shares, listingDate]) => {
      const known = KNOWN_AS[symbol];
      if (!known) throw new Error(`${symbol} has no short name in KNOWN_AS`);
      const [shortName, brands] = known;
      return {
        symbol,
        exchange,
        firmType,
        icbCode,
        nameVi,
        nameEn,
        shortName,
        ...(brands ? { brands } : {}),
        price,
        shares,
        listingDate,
      };
    },
  );
  const hnx = seeds
    .filter((s) => s.exchange === 'HNX')
    .sort((a, b) => b.price * b.shares - a.price * a.shares)
    .slice(0, HNX30_SIZE);
  for (const seed of hnx) seed.hnx30 = true;
  return seeds;
})();
