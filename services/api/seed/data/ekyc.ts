/**
 * The choices of the eKYC registration step besides the branch network (which is the content
 * data's: a branch's code is its Vietnamese slug, branches.json). Illustrative data (design
 * §6): the service packs' rates follow the fee schedule of the seed (corporate-fees.ts).
 */
export interface EkycOptionSeed {
  kind: 'broker' | 'service_pack' | 'bank' | 'referral_channel';
  code: string;
  name: { vi: string; en: string };
  attrs?: Record<string, unknown>;
}

const broker = (code: string, name: string, branch: string): EkycOptionSeed => ({
  kind: 'broker',
  code,
  // A person's name is the same in both languages.
  name: { vi: name, en: name },
  attrs: { branch },
});

/** Brokers by branch (the branch's Vietnamese slug). */
const BROKERS: EkycOptionSeed[] = [
  broker('MG001', 'Nguyễn Thu Trang', 'tru-so-chinh-ha-noi'),
  broker('MG002', 'Phạm Quang Huy', 'tru-so-chinh-ha-noi'),
  broker('MG003', 'Lê Thị Mai Anh', 'chi-nhanh-ha-noi'),
  broker('MG004', 'Đỗ Minh Tuấn', 'chi-nhanh-ha-noi'),
  broker('MG005', 'Vũ Hoàng Long', 'chi-nhanh-hai-phong'),
  broker('MG006', 'Hoàng Thị Lan', 'phong-giao-dich-quang-ninh'),
  broker('MG007', 'Trần Đức Thắng', 'chi-nhanh-da-nang'),
  broker('MG008', 'Ngô Thị Hạnh', 'chi-nhanh-da-nang'),
  broker('MG009', 'Phan Văn Khoa', 'phong-giao-dich-hue'),
  broker('MG010', 'Bùi Thị Ngọc', 'phong-giao-dich-nha-trang'),
  broker('MG011', 'Đặng Quốc Bảo', 'chi-nhanh-tp-ho-chi-minh'),
  broker('MG012', 'Huỳnh Thị Kim Ngân', 'chi-nhanh-tp-ho-chi-minh'),
  broker('MG013', 'Lý Minh Khang', 'phong-giao-dich-phu-nhuan'),
  broker('MG014', 'Trương Thị Thu Hà', 'chi-nhanh-can-tho'),
  broker('MG015', 'Võ Thành Nam', 'phong-giao-dich-binh-duong'),
];

/** Spec §3: the transaction pack and the broker-care pack, interest in %/year, fee in %. */
const SERVICE_PACKS: EkycOptionSeed[] = [
  {
    kind: 'service_pack',
    code: 'transaction',
    name: { vi: 'Gói Giao dịch', en: 'Transaction pack' },
    attrs: {
      interestRate: 12.5,
      fee: 0.15,
      description: {
        vi: 'Tự giao dịch trực tuyến qua APS Trade và APS Mobile với mức phí thấp; lãi suất ký quỹ 12,5%/năm.',
        en: 'Trade online yourself in APS Trade and APS Mobile at a low fee; margin interest 12.5% a year.',
      },
    },
  },
  {
    kind: 'service_pack',
    code: 'broker_care',
    name: { vi: 'Gói Chăm sóc của chuyên viên', en: 'Broker-care pack' },
    attrs: {
      interestRate: 11.5,
      fee: 0.25,
      description: {
        vi: 'Chuyên viên môi giới riêng tư vấn danh mục, báo cáo phân tích hằng ngày; lãi suất ký quỹ ưu đãi 11,5%/năm.',
        en: 'A dedicated broker advises on your portfolio, with daily research; preferential margin interest 11.5% a year.',
      },
    },
  },
];

const bank = (code: string, vi: string, en: string): EkycOptionSeed => ({
  kind: 'bank',
  code,
  name: { vi, en },
});

/** Parent banks the money account may be linked to. */
const BANKS: EkycOptionSeed[] = [
  bank('VCB', 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)', 'Vietcombank'),
  bank('BIDV', 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV)', 'BIDV'),
  bank('CTG', 'Ngân hàng TMCP Công Thương Việt Nam (VietinBank)', 'VietinBank'),
  bank('VBA', 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam (Agribank)', 'Agribank'),
  bank('TCB', 'Ngân hàng TMCP Kỹ thương Việt Nam (Techcombank)', 'Techcombank'),
  bank('MB', 'Ngân hàng TMCP Quân đội (MB)', 'MB Bank'),
  bank('ACB', 'Ngân hàng TMCP Á Châu (ACB)', 'ACB'),
  bank('VPB', 'Ngân hàng TMCP Việt Nam Thịnh Vượng (VPBank)', 'VPBank'),
  bank('TPB', 'Ngân hàng TMCP Tiên Phong (TPBank)', 'TPBank'),
  bank('STB', 'Ngân hàng TMCP Sài Gòn Thương Tín (Sacombank)', 'Sacombank'),
];

const channel = (code: string, vi: string, en: string): EkycOptionSeed => ({
  kind: 'referral_channel',
  code,
  name: { vi, en },
});

/** How the customer heard of the brokerage. */
const REFERRAL_CHANNELS: EkycOptionSeed[] = [
  channel('broker', 'Chuyên viên môi giới giới thiệu', 'A broker'),
  channel('friend', 'Bạn bè, người thân', 'Friends or family'),
  channel(
    'social',
    'Mạng xã hội (Facebook, Zalo, YouTube)',
    'Social media (Facebook, Zalo, YouTube)',
  ),
  channel('search', 'Tìm kiếm trên Internet', 'Internet search'),
  channel('event', 'Hội thảo, sự kiện', 'Seminars and events'),
  channel('press', 'Báo chí, quảng cáo', 'Press and advertising'),
  channel('other', 'Khác', 'Other'),
];

export const EKYC_OPTIONS: readonly EkycOptionSeed[] = [
  ...BROKERS,
  ...SERVICE_PACKS,
  ...BANKS,
  ...REFERRAL_CHANNELS,
];
