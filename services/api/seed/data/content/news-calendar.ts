import type { ContentSeed } from '../content-types';
import { type DatedInput, datedItem } from './news-helpers';

/**
 * The events calendar, November 2026 – January 2027. `eventType` is a code the site translates;
 * corporate actions of listed companies are illustrative, An Phát's own match its disclosures.
 */

export const CALENDAR_EVENT_TYPES = [
  'agm',
  'dividend',
  'rights_issue',
  'listing',
  'webinar',
  'other',
] as const;
type EventType = (typeof CALENDAR_EVENT_TYPES)[number];

interface EventInput extends Omit<DatedInput, 'date' | 'time'> {
  eventType: EventType;
  eventDate: string;
  symbol: string | null;
  /** When the event was announced (yyyy-mm-dd). */
  announced: string;
}

function event(e: EventInput): ContentSeed {
  return datedItem(
    'calendar_event',
    { prefix: 'calendar', usualTime: '10:00' },
    { ...e, date: e.announced },
    { attrs: { eventDate: e.eventDate, stockSymbol: e.symbol, eventType: e.eventType } },
  );
}

export const CALENDAR_EVENTS: ContentSeed[] = [
  event({
    key: 'aps-egm-2026-record-date',
    eventType: 'agm',
    eventDate: '2026-11-13',
    symbol: 'APS',
    announced: '2026-10-26',
    vi: {
      title: 'APS – Ngày đăng ký cuối cùng tham dự Đại hội đồng cổ đông bất thường 2026',
      summary:
        'Cổ đông sở hữu cổ phiếu APS tại ngày 13/11/2026 có quyền tham dự Đại hội ngày 18/12/2026.',
      body: ['Ngày giao dịch không hưởng quyền: 12/11/2026.'],
    },
    en: {
      title: 'APS – Record date for the 2026 Extraordinary General Meeting',
      summary:
        'Holders of APS shares on 13 November 2026 may attend the meeting on 18 December 2026.',
      body: ['Ex-rights date: 12 November 2026.'],
    },
  }),
  event({
    key: 'webinar-outlook-2027',
    eventType: 'webinar',
    eventDate: '2026-11-25',
    symbol: null,
    announced: '2026-11-16',
    outstanding: true,
    vi: {
      title: 'Webinar: Triển vọng thị trường chứng khoán 2027',
      summary:
        'Khối Phân tích An Phát trình bày báo cáo triển vọng 2027 và giải đáp câu hỏi trực tuyến lúc 20:00.',
      body: ['Đăng ký tham dự miễn phí trên website hoặc qua tổng đài 1900 98 9999.'],
    },
    en: {
      title: 'Webinar: Stock market outlook for 2027',
      summary: 'An Phat Research presents its 2027 outlook and takes questions online at 20:00.',
      body: ['Register free of charge on the website or on 1900 98 9999.'],
    },
  }),
  event({
    key: 'ree-interim-dividend-2026',
    eventType: 'dividend',
    eventDate: '2026-11-27',
    symbol: 'REE',
    announced: '2026-11-11',
    vi: {
      title: 'REE – Ngày đăng ký cuối cùng tạm ứng cổ tức năm 2026 bằng tiền',
      summary: 'Tỷ lệ 10% (1.000 đồng/cổ phiếu), thanh toán ngày 15/12/2026 (dữ liệu minh họa).',
    },
    en: {
      title: 'REE – Record date for the 2026 interim cash dividend',
      summary: '10% (VND 1,000 per share), paid on 15 December 2026 (illustrative data).',
    },
  }),
  event({
    key: 'hlp-hose-listing',
    eventType: 'listing',
    eventDate: '2026-12-03',
    symbol: 'HLP',
    announced: '2026-11-10',
    vi: {
      title: 'HLP – Ngày giao dịch đầu tiên trên HOSE',
      summary:
        'Cổ phiếu của Công ty Cổ phần Cảng và Logistics Hải Long (doanh nghiệp minh họa) chuyển từ UPCoM sang niêm yết tại HOSE.',
    },
    en: {
      title: 'HLP – First trading day on HOSE',
      summary:
        'Shares of Hai Long Port & Logistics JSC (an invented company) move from UPCoM to a HOSE listing.',
    },
  }),
  event({
    key: 'mbb-rights-issue',
    eventType: 'rights_issue',
    eventDate: '2026-12-04',
    symbol: 'MBB',
    announced: '2026-11-18',
    vi: {
      title: 'MBB – Ngày đăng ký cuối cùng thực hiện quyền mua cổ phiếu phát hành thêm',
      summary: 'Tỷ lệ thực hiện quyền 100:8, giá 15.000 đồng/cổ phiếu (dữ liệu minh họa).',
    },
    en: {
      title: 'MBB – Record date for the rights issue',
      summary: '100:8 rights at VND 15,000 per share (illustrative data).',
    },
  }),
  event({
    key: 'aps-bond-hnx-listing',
    eventType: 'listing',
    eventDate: '2026-12-08',
    symbol: 'APS',
    announced: '2026-11-19',
    vi: {
      title: 'Trái phiếu Chứng khoán An Phát – Ngày giao dịch đầu tiên trên HNX',
      summary:
        '10 triệu trái phiếu kỳ hạn 2 năm phát hành ra công chúng năm 2026 bắt đầu giao dịch trên HNX (dữ liệu minh họa).',
    },
    en: {
      title: 'An Phat Securities bonds – First trading day on HNX',
      summary:
        'The 10 million two-year bonds offered to the public in 2026 start trading on HNX (illustrative data).',
    },
  }),
  event({
    key: 'webinar-open-ended-funds',
    eventType: 'webinar',
    eventDate: '2026-12-09',
    symbol: null,
    announced: '2026-11-19',
    vi: {
      title: 'Webinar: Đầu tư quỹ mở cho người mới bắt đầu',
      summary:
        'Cách chọn quỹ, đọc bản cáo bạch và đăng ký đầu tư định kỳ ngay trên ứng dụng APS Mobile.',
    },
    en: {
      title: 'Webinar: Open-ended funds for beginners',
      summary:
        'How to choose a fund, read a prospectus and set up a regular investment plan in the APS Mobile app.',
    },
  }),
  event({
    key: 'vnm-interim-dividend-2026',
    eventType: 'dividend',
    eventDate: '2026-12-10',
    symbol: 'VNM',
    announced: '2026-11-19',
    vi: {
      title: 'VNM – Ngày đăng ký cuối cùng tạm ứng cổ tức đợt 1 năm 2026 bằng tiền',
      summary: 'Tỷ lệ 15% (1.500 đồng/cổ phiếu), thanh toán ngày 28/12/2026 (dữ liệu minh họa).',
    },
    en: {
      title: 'VNM – Record date for the first 2026 interim cash dividend',
      summary: '15% (VND 1,500 per share), paid on 28 December 2026 (illustrative data).',
    },
  }),
  event({
    key: 'fpt-interim-dividend-2026',
    eventType: 'dividend',
    eventDate: '2026-12-11',
    symbol: 'FPT',
    announced: '2026-11-20',
    vi: {
      title: 'FPT – Ngày đăng ký cuối cùng tạm ứng cổ tức đợt 2 năm 2026 bằng tiền',
      summary: 'Tỷ lệ 10% (1.000 đồng/cổ phiếu), thanh toán ngày 24/12/2026 (dữ liệu minh họa).',
    },
    en: {
      title: 'FPT – Record date for the second 2026 interim cash dividend',
      summary: '10% (VND 1,000 per share), paid on 24 December 2026 (illustrative data).',
    },
  }),
  event({
    key: 'vn30f2612-expiry',
    eventType: 'other',
    eventDate: '2026-12-17',
    symbol: null,
    announced: '2026-11-20',
    vi: {
      title: 'Ngày đáo hạn hợp đồng tương lai chỉ số VN30F2612',
      summary:
        'Ngày giao dịch cuối cùng của VN30F2612; giá thanh toán cuối cùng là giá đóng cửa chỉ số VN30.',
    },
    en: {
      title: 'Expiry of the VN30F2612 index futures contract',
      summary: 'Last trading day of VN30F2612; the final settlement price is the VN30 index close.',
    },
  }),
  event({
    key: 'aps-egm-2026',
    eventType: 'agm',
    eventDate: '2026-12-18',
    symbol: 'APS',
    announced: '2026-11-20',
    outstanding: true,
    vi: {
      title: 'APS – Đại hội đồng cổ đông bất thường năm 2026',
      summary:
        'Đại hội xem xét phương án chào bán cổ phiếu cho cổ đông hiện hữu năm 2027 và bầu bổ sung thành viên độc lập Hội đồng quản trị.',
      body: [
        'Thời gian: 08:30 ngày 18/12/2026. Địa điểm: tòa nhà An Phát, 36 Hoàng Cầu, Hà Nội, kết hợp biểu quyết điện tử.',
      ],
    },
    en: {
      title: 'APS – 2026 Extraordinary General Meeting',
      summary:
        'The meeting considers a 2027 rights offering to existing shareholders and the election of an additional independent board member.',
      body: [
        '08:30 on 18 December 2026 at the An Phat Building, 36 Hoang Cau, Hanoi, with electronic voting.',
      ],
    },
  }),
  event({
    key: 'new-year-holiday-2027',
    eventType: 'other',
    eventDate: '2027-01-01',
    symbol: null,
    announced: '2026-11-20',
    vi: {
      title: 'Nghỉ Tết Dương lịch 2027 – thị trường nghỉ giao dịch',
      summary:
        'Thị trường chứng khoán nghỉ giao dịch ngày 1/1/2027 và giao dịch trở lại từ ngày 4/1/2027.',
    },
    en: {
      title: 'New Year’s Day 2027 – market closed',
      summary: 'The stock market is closed on 1 January 2027 and reopens on 4 January 2027.',
    },
  }),
  event({
    key: 'dgc-interim-dividend-2026',
    eventType: 'dividend',
    eventDate: '2027-01-06',
    symbol: 'DGC',
    announced: '2026-11-20',
    vi: {
      title: 'DGC – Ngày đăng ký cuối cùng tạm ứng cổ tức năm 2026 bằng tiền',
      summary: 'Tỷ lệ 20% (2.000 đồng/cổ phiếu), thanh toán ngày 22/1/2027 (dữ liệu minh họa).',
    },
    en: {
      title: 'DGC – Record date for the 2026 interim cash dividend',
      summary: '20% (VND 2,000 per share), paid on 22 January 2027 (illustrative data).',
    },
  }),
  event({
    key: 'webinar-strategy-q1-2027',
    eventType: 'webinar',
    eventDate: '2027-01-13',
    symbol: null,
    announced: '2026-11-20',
    vi: {
      title: 'Webinar: Chiến lược đầu tư quý 1/2027',
      summary:
        'Nhận định thị trường đầu năm, dòng tiền trước Tết Nguyên đán và các nhóm ngành đáng chú ý.',
    },
    en: {
      title: 'Webinar: Investment strategy for Q1 2027',
      summary:
        'The market at the start of the year, money flows before Tet and the sectors to watch.',
    },
  }),
  event({
    key: 'vn30-review-jan-2027',
    eventType: 'other',
    eventDate: '2027-01-15',
    symbol: null,
    announced: '2026-11-18',
    vi: {
      title: 'HOSE công bố kết quả xem xét rổ chỉ số VN30, VN100 kỳ tháng 1/2027',
      summary:
        'Danh mục mới có hiệu lực từ ngày 8/2/2027; các quỹ ETF mô phỏng sẽ cơ cấu danh mục trước ngày hiệu lực.',
    },
    en: {
      title: 'HOSE announces the January 2027 VN30 and VN100 review',
      summary:
        'The new baskets take effect on 8 February 2027; tracker ETFs rebalance before then.',
    },
  }),
  event({
    key: 'vn30f2701-expiry',
    eventType: 'other',
    eventDate: '2027-01-21',
    symbol: null,
    announced: '2026-11-20',
    vi: {
      title: 'Ngày đáo hạn hợp đồng tương lai chỉ số VN30F2701',
      summary: 'Ngày giao dịch cuối cùng của hợp đồng VN30F2701 (thứ Năm thứ ba của tháng 1/2027).',
    },
    en: {
      title: 'Expiry of the VN30F2701 index futures contract',
      summary: 'Last trading day of VN30F2701, the third Thursday of January 2027.',
    },
  }),
];
