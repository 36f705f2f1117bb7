import type { NewsTheme } from '@brokerage/shared/market/companyData.ts';
import type {
  CapitalHistoryRow,
  CompanyNewsRow,
  ExerciseRightRow,
  InsiderTransactionRow,
} from '@brokerage/shared/validation/companyProfiles.ts';
import type { Random } from '@brokerage/shared/market/random.ts';
import { type Bilingual, plain } from './profiles-text';
import {
  type CompanyContext,
  addDays,
  billions,
  dmy,
  num,
  onOrAfter,
  onOrBefore,
  stream,
} from './profiles-util';

/**
 * The company's news, told from the rest of its data so that nothing in it disagrees: dividend
 * and meeting notices from the exercise rights, capital increases from the capital history,
 * insider trades from the insider transactions, results releases on the legal deadlines (no
 * figures: those are the statements'), and a few contract announcements. 20 to 40 a company.
 */

export const NEWS_MIN = 20;
export const NEWS_MAX = 40;

interface Draft {
  date: string;
  theme: NewsTheme;
  title: Bilingual;
  summary: Bilingual;
  body: Bilingual[];
}

const PARTNERS: Bilingual[] = [
  { vi: 'một tập đoàn Nhật Bản', en: 'a Japanese group' },
  { vi: 'một đối tác Hàn Quốc', en: 'a Korean partner' },
  { vi: 'một định chế tài chính quốc tế', en: 'an international financial institution' },
  { vi: 'một tập đoàn Singapore', en: 'a Singaporean group' },
  { vi: 'một doanh nghiệp châu Âu', en: 'a European company' },
  { vi: 'một đối tác trong nước', en: 'a domestic partner' },
];

const CONTRACT_SUBJECTS: Record<CompanyContext['company']['firmType'], Bilingual[]> = {
  bank: [
    { vi: 'hợp tác phát triển ngân hàng số', en: 'a digital banking partnership' },
    { vi: 'khoản vay hợp vốn tài trợ thương mại', en: 'a syndicated trade-finance loan' },
    { vi: 'hợp tác phân phối bảo hiểm', en: 'an insurance distribution partnership' },
  ],
  insurance: [
    { vi: 'hợp tác bảo hiểm qua ngân hàng', en: 'a bancassurance partnership' },
    { vi: 'hợp đồng tái bảo hiểm', en: 'a reinsurance treaty' },
    { vi: 'hợp đồng bảo hiểm cho dự án năng lượng', en: 'cover for an energy project' },
  ],
  securities: [
    { vi: 'hợp tác phát triển nền tảng giao dịch', en: 'a trading platform partnership' },
    {
      vi: 'khoản vay hợp vốn bổ sung vốn cho vay ký quỹ',
      en: 'a syndicated loan to fund margin lending',
    },
    { vi: 'thỏa thuận tư vấn phát hành', en: 'an underwriting mandate' },
  ],
  company: [
    { vi: 'hợp đồng cung cấp sản phẩm dài hạn', en: 'a long-term supply contract' },
    { vi: 'hợp tác đầu tư dự án mới', en: 'a joint investment in a new project' },
    { vi: 'hợp đồng xuất khẩu', en: 'an export contract' },
  ],
};

const paragraphs = (parts: Bilingual[]) => ({
  vi: parts.map((p) => p.vi).join('\n\n'),
  en: parts.map((p) => p.en).join('\n\n'),
});

function dividendNews(context: CompanyContext, right: ExerciseRightRow): Draft {
  const name = { vi: context.shortName, en: plain(context.shortName) };
  const dates: Bilingual = {
    vi: `Ngày giao dịch không hưởng quyền là ${dmy(right.exDate)}, ngày đăng ký cuối cùng ${dmy(right.recordDate)}; ngày thực hiện ${dmy(right.executionDate)}.`,
    en: `The ex-rights date is ${dmy(right.exDate)} and the record date ${dmy(right.recordDate)}; the rights are executed on ${dmy(right.executionDate)}.`,
  };
  const what: Bilingual =
    right.typeId === 'cash-dividend'
      ? {
          vi: `chốt quyền trả cổ tức bằng tiền ${num.vi(right.cashPerShare!)} đồng/cổ phiếu`,
          en: `sets the record date for a cash dividend of VND ${num.en(right.cashPerShare!)} a share`,
        }
      : right.typeId === 'rights'
        ? {
            vi: `chốt quyền mua cổ phiếu phát hành thêm tỷ lệ ${right.ratioText}`,
            en: `sets the record date for a ${right.ratioText} rights issue`,
          }
        : {
            vi: `chốt quyền nhận cổ phiếu ${right.typeId === 'bonus' ? 'thưởng' : 'trả cổ tức'} tỷ lệ ${right.ratioText}`,
            en: `sets the record date for ${right.typeId === 'bonus' ? 'bonus shares' : 'a stock dividend'}, ${right.ratioText}`,
          };
  return {
    date: right.announcedDate,
    theme: right.typeId === 'rights' ? 'capital' : 'dividend',
    title: { vi: `${name.vi} ${what.vi}`, en: `${name.en} ${what.en}` },
    summary: dates,
    body: [
      {
        vi: `Hội đồng quản trị ${name.vi} (mã ${context.symbol}) thông báo ${right.titleVi.toLowerCase()}.`,
        en: `The board of ${name.en} (${context.symbol}) has announced: ${right.titleEn}.`,
      },
      dates,
      {
        vi: 'Cổ đông lưu ký chứng khoán thực hiện quyền tại công ty chứng khoán nơi mở tài khoản; cổ đông chưa lưu ký liên hệ trực tiếp với công ty.',
        en: 'Shareholders with deposited shares exercise their rights through their broker; others contact the company directly.',
      },
    ],
  };
}

function meetingNews(context: CompanyContext, right: ExerciseRightRow): Draft {
  const name = { vi: context.shortName, en: plain(context.shortName) };
  const year = right.executionDate.slice(0, 4);
  const written = right.typeId === 'written-opinion';
  return {
    date: onOrAfter(addDays(right.executionDate, 1)),
    theme: 'agm',
    title: written
      ? {
          vi: `${name.vi} công bố kết quả lấy ý kiến cổ đông bằng văn bản`,
          en: `${name.en} publishes the result of its shareholder vote in writing`,
        }
      : {
          vi: `${name.vi}: ${right.titleVi} thông qua các nội dung trình đại hội`,
          en: `${name.en}: the ${right.titleEn} approves every proposal`,
        },
    summary: {
      vi: `Cổ đông ${name.vi} đã thông qua các nội dung được trình ngày ${dmy(right.executionDate)}.`,
      en: `${name.en}'s shareholders approved the proposals put to them on ${dmy(right.executionDate)}.`,
    },
    body: [
      right.typeId === 'agm'
        ? {
            vi: `Đại hội đồng cổ đông thường niên năm ${year} của ${name.vi} đã thông qua báo cáo của Hội đồng quản trị, báo cáo tài chính đã kiểm toán năm ${Number(year) - 1}, kế hoạch kinh doanh năm ${year} và phương án phân phối lợi nhuận.`,
            en: `${name.en}'s ${year} annual general meeting approved the board's report, the audited ${Number(year) - 1} financial statements, the ${year} business plan and the profit distribution.`,
          }
        : {
            vi: `Các nội dung được thông qua gồm điều chỉnh một số điều khoản của Điều lệ và ủy quyền cho Hội đồng quản trị triển khai.`,
            en: `The approved items include changes to some articles of the charter and a mandate for the board to carry them out.`,
          },
      {
        vi: `Danh sách cổ đông có quyền biểu quyết được chốt ngày ${dmy(right.recordDate)}.`,
        en: `Voting shareholders were those on the register on ${dmy(right.recordDate)}.`,
      },
    ],
  };
}

function capitalNews(context: CompanyContext, row: CapitalHistoryRow): Draft {
  const name = { vi: context.shortName, en: plain(context.shortName) };
  return {
    date: onOrAfter(addDays(row.eventDate, 2)),
    theme: 'capital',
    title: {
      vi: `${name.vi} nâng vốn điều lệ lên ${billions.vi(row.charterCapitalAfter)}`,
      en: `${name.en} raises its charter capital to ${billions.en(row.charterCapitalAfter)}`,
    },
    summary: { vi: `${row.descriptionVi}.`, en: `${row.descriptionEn}.` },
    body: [
      {
        vi: `${name.vi} đã hoàn tất đợt phát hành: ${row.descriptionVi.charAt(0).toLowerCase()}${row.descriptionVi.slice(1)}.`,
        en: `${name.en} has completed the issue: ${row.descriptionEn.charAt(0).toLowerCase()}${row.descriptionEn.slice(1)}.`,
      },
      {
        vi: `Vốn điều lệ tăng từ ${billions.vi(row.charterCapitalBefore)} lên ${billions.vi(row.charterCapitalAfter)}, tương ứng ${num.vi(row.sharesAfter)} cổ phiếu.`,
        en: `Charter capital rises from ${billions.en(row.charterCapitalBefore)} to ${billions.en(row.charterCapitalAfter)}, or ${num.en(row.sharesAfter)} shares.`,
      },
    ],
  };
}

function insiderNews(context: CompanyContext, trade: InsiderTransactionRow): Draft {
  const buy = trade.action === 'buy';
  const full = trade.executedVolume === trade.registeredVolume;
  return {
    date: onOrAfter(addDays(trade.endDate, 1)),
    theme: 'insider',
    title: {
      vi: `${trade.holderName} (${trade.relationVi}) ${buy ? 'mua' : 'bán'} ${num.vi(trade.executedVolume)} cổ phiếu ${context.symbol}`,
      en: `${plain(trade.holderName)} (${trade.relationEn}) ${buy ? 'buys' : 'sells'} ${num.en(trade.executedVolume)} ${context.symbol} shares`,
    },
    summary: {
      vi: `Đã ${buy ? 'mua' : 'bán'} ${num.vi(trade.executedVolume)}/${num.vi(trade.registeredVolume)} cổ phiếu đăng ký, nắm giữ sau giao dịch ${num.vi(trade.volumeAfter)} cổ phiếu.`,
      en: `${buy ? 'Bought' : 'Sold'} ${num.en(trade.executedVolume)} of the ${num.en(trade.registeredVolume)} shares registered; holds ${num.en(trade.volumeAfter)} shares after the trade.`,
    },
    body: [
      {
        vi: `${trade.holderName} (${trade.relationVi}) đăng ký ${buy ? 'mua' : 'bán'} ${num.vi(trade.registeredVolume)} cổ phiếu ${context.symbol} từ ${dmy(trade.startDate)} đến ${dmy(trade.endDate)}.`,
        en: `${plain(trade.holderName)} (${trade.relationEn}) registered to ${buy ? 'buy' : 'sell'} ${num.en(trade.registeredVolume)} ${context.symbol} shares from ${dmy(trade.startDate)} to ${dmy(trade.endDate)}.`,
      },
      full
        ? {
            vi: 'Giao dịch đã được thực hiện đủ khối lượng đăng ký.',
            en: 'The whole registered volume was traded.',
          }
        : {
            vi: `Khối lượng thực hiện là ${num.vi(trade.executedVolume)} cổ phiếu do diễn biến giá chưa phù hợp.`,
            en: `${num.en(trade.executedVolume)} shares were traded as the price did not suit.`,
          },
    ],
  };
}

/** Results releases: the quarter's within 20 days, the audited year's within 90. */
function resultsNews(context: CompanyContext, random: Random): Draft[] {
  const first = context.sessions[0]!;
  const last = context.sessions.at(-1)!;
  const name = { vi: context.shortName, en: plain(context.shortName) };
  const drafts: Draft[] = [];
  for (let year = Number(first.slice(0, 4)) - 1; year <= Number(last.slice(0, 4)); year++) {
    for (const quarter of [1, 2, 3, 4]) {
      const due =
        quarter === 4
          ? `${year + 1}-01-${String(random.int(15, 30)).padStart(2, '0')}`
          : `${year}-${String(quarter * 3 + 1).padStart(2, '0')}-${String(random.int(14, 20)).padStart(2, '0')}`;
      const keep = quarter === 2 || quarter === 4 || random.chance(0.35);
      const date = onOrBefore(due);
      if (!keep || date <= first || date > last) continue;
      const period = { vi: `quý ${quarter}/${year}`, en: `Q${quarter} ${year}` };
      drafts.push({
        date,
        theme: 'results',
        title: {
          vi: `${name.vi} công bố báo cáo tài chính ${period.vi}`,
          en: `${name.en} releases its ${period.en} financial statements`,
        },
        summary: {
          vi: `${name.vi} đã công bố báo cáo tài chính ${period.vi}; số liệu chi tiết có tại mục Thông tin tài chính.`,
          en: `${name.en} has published its ${period.en} financial statements; the figures are under Financial information.`,
        },
        body: [
          {
            vi: `${name.vi} (mã ${context.symbol}) đã công bố báo cáo tài chính ${period.vi}${quarter === 4 ? ' (chưa kiểm toán)' : ''} trên trang thông tin điện tử của công ty và của Sở Giao dịch Chứng khoán.`,
            en: `${name.en} (${context.symbol}) has published its ${period.en} financial statements${quarter === 4 ? ' (unaudited)' : ''} on its website and the stock exchange's.`,
          },
          {
            vi: 'Báo cáo gồm bảng cân đối kế toán, báo cáo kết quả kinh doanh, báo cáo lưu chuyển tiền tệ và thuyết minh báo cáo tài chính.',
            en: 'The release includes the balance sheet, the income statement, the cash-flow statement and the notes.',
          },
        ],
      });
    }
  }
  return drafts;
}

function contractNews(context: CompanyContext, random: Random, date: string): Draft {
  const partner = random.pick(PARTNERS);
  const subject = random.pick(CONTRACT_SUBJECTS[context.company.firmType]);
  const name = { vi: context.shortName, en: plain(context.shortName) };
  return {
    date,
    theme: 'contract',
    title: {
      vi: `${name.vi} ký ${subject.vi} với ${partner.vi}`,
      en: `${name.en} signs ${subject.en} with ${partner.en}`,
    },
    summary: {
      vi: `Thỏa thuận mở rộng hoạt động kinh doanh cốt lõi của ${name.vi} trong các năm tới.`,
      en: `The agreement widens ${name.en}'s core business over the coming years.`,
    },
    body: [
      {
        vi: `Ngày ${dmy(date)}, ${name.vi} đã ký ${subject.vi} với ${partner.vi}.`,
        en: `On ${dmy(date)} ${name.en} signed ${subject.en} with ${partner.en}.`,
      },
      {
        vi: 'Theo ban lãnh đạo, thỏa thuận giúp đa dạng hóa nguồn thu và nâng cao năng lực cạnh tranh của doanh nghiệp.',
        en: 'Management says the agreement diversifies revenue and strengthens the company’s competitive position.',
      },
    ],
  };
}

export function news(
  context: CompanyContext,
  data: {
    rights: readonly ExerciseRightRow[];
    capital: readonly CapitalHistoryRow[];
    insiders: readonly InsiderTransactionRow[];
  },
): CompanyNewsRow[] {
  const random = stream(context.seed, 'news', context.symbol);
  const first = context.sessions[0]!;
  const last = context.sessions.at(-1)!;
  const drafts: Draft[] = [];
  for (const right of data.rights) {
    if (['cash-dividend', 'stock-dividend', 'bonus', 'rights'].includes(right.typeId)) {
      drafts.push(dividendNews(context, right));
    } else drafts.push(meetingNews(context, right));
  }
  for (const row of data.capital) if (row.eventDate > first) drafts.push(capitalNews(context, row));
  for (const trade of data.insiders)
    if (trade.executedVolume > 0) drafts.push(insiderNews(context, trade));
  const results = resultsNews(context, random);
  drafts.push(...results);
  for (let n = random.int(2, 4); n > 0; n--) {
    drafts.push(
      contractNews(context, random, context.sessions[random.int(1, context.sessions.length - 1)]!),
    );
  }
  const inRange = drafts.filter((d) => d.date > first && d.date <= last);
  // Between NEWS_MIN and NEWS_MAX: drop the oldest results releases, or add contracts.
  while (inRange.length > NEWS_MAX) {
    const oldest = inRange
      .filter((d) => d.theme === 'results')
      .sort((a, b) => a.date.localeCompare(b.date))[0];
    inRange.splice(inRange.indexOf(oldest ?? inRange[0]!), 1);
  }
  while (inRange.length < NEWS_MIN) {
    inRange.push(
      contractNews(context, random, context.sessions[random.int(1, context.sessions.length - 1)]!),
    );
  }
  return inRange
    .map((d) => {
      const body = paragraphs(d.body);
      const time = `${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 11) * 5).padStart(2, '0')}:00`;
      return {
        symbol: context.symbol,
        publishedAt: `${d.date}T${time}+07:00`,
        theme: d.theme,
        titleVi: d.title.vi,
        titleEn: d.title.en,
        summaryVi: d.summary.vi,
        summaryEn: d.summary.en,
        bodyVi: body.vi,
        bodyEn: body.en,
      };
    })
    .sort(
      (a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.titleVi.localeCompare(b.titleVi),
    );
}
