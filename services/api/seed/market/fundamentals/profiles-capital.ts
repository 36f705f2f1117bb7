import { nextTradingDay, previousTradingDay } from '@brokerage/shared/market/calendar.ts';
import { type CapitalEventKind, PAR_VALUE } from '@brokerage/shared/market/companyData.ts';
import type {
  CapitalHistoryRow,
  ExerciseRightRow,
  ExerciseRightTypeRow,
} from '@brokerage/shared/validation/companyProfiles.ts';
import type { CorporateActionRow } from '@brokerage/shared/validation/market.ts';
import {
  type CompanyContext,
  addDays,
  daysBetween,
  num,
  onOrAfter,
  onOrBefore,
  ratioText,
  round2,
  stream,
} from './profiles-util';

/**
 * Capital-raising history and exercise rights. Inside the dataset's window both come from the
 * corporate actions: a stock dividend, bonus issue or rights issue is a capital increase on its
 * ex-date, of exactly the shares the dataset's share series gains that day, and every action is
 * one exercise right with the same figures. Before the window the history is made up backwards
 * from the first session's shares: founding, the IPO just before listing, then a few increases.
 */

export const EXERCISE_RIGHT_TYPE_ROWS: ExerciseRightTypeRow[] = [
  { id: 'cash-dividend', nameVi: 'Cổ tức bằng tiền', nameEn: 'Cash dividend', sort: 0 },
  { id: 'stock-dividend', nameVi: 'Cổ tức bằng cổ phiếu', nameEn: 'Stock dividend', sort: 1 },
  { id: 'bonus', nameVi: 'Cổ phiếu thưởng', nameEn: 'Bonus shares', sort: 2 },
  {
    id: 'rights',
    nameVi: 'Quyền mua cổ phiếu phát hành thêm',
    nameEn: 'Rights issue',
    sort: 3,
  },
  {
    id: 'agm',
    nameVi: 'Đại hội đồng cổ đông thường niên',
    nameEn: 'Annual general meeting',
    sort: 4,
  },
  {
    id: 'egm',
    nameVi: 'Đại hội đồng cổ đông bất thường',
    nameEn: 'Extraordinary general meeting',
    sort: 5,
  },
  {
    id: 'written-opinion',
    nameVi: 'Lấy ý kiến cổ đông bằng văn bản',
    nameEn: 'Shareholder vote in writing',
    sort: 6,
  },
];

const describeIssue = (
  kind: CapitalEventKind,
  added: number,
  ratio: number | null,
  price: number | null,
): { vi: string; en: string } => {
  const shares = { vi: num.vi(added), en: num.en(added) };
  const r = ratio === null ? '' : ratioText(ratio);
  const at = price === null ? null : { vi: num.vi(price), en: num.en(price) };
  switch (kind) {
    case 'founding':
      return {
        vi: `Vốn điều lệ khi thành lập: ${shares.vi} cổ phần`,
        en: `Charter capital at founding: ${shares.en} shares`,
      };
    case 'ipo':
      return {
        vi: `Chào bán lần đầu ra công chúng ${shares.vi} cổ phiếu, giá ${at?.vi} đồng/cổ phiếu`,
        en: `Initial public offering of ${shares.en} shares at VND ${at?.en} a share`,
      };
    case 'rights':
      return {
        vi: `Chào bán ${shares.vi} cổ phiếu cho cổ đông hiện hữu, tỷ lệ ${r}, giá ${at?.vi} đồng/cổ phiếu`,
        en: `Rights issue of ${shares.en} shares, ${r}, at VND ${at?.en} a share`,
      };
    case 'stock-dividend':
      return {
        vi: `Phát hành ${shares.vi} cổ phiếu trả cổ tức, tỷ lệ ${r}`,
        en: `${shares.en} shares issued as a stock dividend, ${r}`,
      };
    case 'bonus':
      return {
        vi: `Phát hành ${shares.vi} cổ phiếu thưởng từ nguồn vốn chủ sở hữu, tỷ lệ ${r}`,
        en: `${shares.en} bonus shares issued from equity, ${r}`,
      };
    case 'esop':
      return {
        vi: `Phát hành ${shares.vi} cổ phiếu theo chương trình lựa chọn cho người lao động (ESOP), giá ${at?.vi} đồng/cổ phiếu`,
        en: `${shares.en} shares issued under the employee stock ownership plan (ESOP) at VND ${at?.en} a share`,
      };
    case 'private-placement':
      return {
        vi: `Chào bán riêng lẻ ${shares.vi} cổ phiếu cho nhà đầu tư chiến lược, giá ${at?.vi} đồng/cổ phiếu`,
        en: `Private placement of ${shares.en} shares with strategic investors at VND ${at?.en} a share`,
      };
  }
};

interface Increase {
  kind: Exclude<CapitalEventKind, 'founding'>;
  date: string;
  ratio: number;
  price: number | null;
}

/** Founding date, IPO and the increases between listing and the window (dates ascending). */
function earlyHistory(context: CompanyContext): {
  foundedDate: string;
  ipo: Increase;
  increases: Increase[];
} {
  const random = stream(context.seed, 'capital', context.symbol);
  const listing = context.company.listingDate;
  const windowStart = context.sessions[0]!;
  const from = addDays(listing, 180);
  const to = addDays(windowStart, -60);
  const span = daysBetween(from, to);
  const count = span <= 0 ? 0 : Math.min(4, Math.floor(span / 900) + random.int(0, 1));
  const kinds: Increase['kind'][] =
    context.company.firmType === 'bank'
      ? ['stock-dividend', 'stock-dividend', 'private-placement', 'esop', 'rights']
      : context.company.firmType === 'securities'
        ? ['rights', 'rights', 'private-placement', 'esop', 'stock-dividend']
        : ['stock-dividend', 'bonus', 'rights', 'esop', 'private-placement'];
  const offsets = Array.from({ length: count }, () => random.int(0, Math.max(0, span))).sort(
    (a, b) => a - b,
  );
  const increases = offsets.map((offset): Increase => {
    const kind = random.pick(kinds);
    const ratio =
      kind === 'esop'
        ? random.int(10, 30) / 1000
        : kind === 'private-placement'
          ? random.int(5, 15) / 100
          : kind === 'rights'
            ? random.pick([0.15, 0.2, 0.25, 0.3, 0.5])
            : random.pick([0.05, 0.1, 0.12, 0.15, 0.2]);
    const price =
      kind === 'esop' || kind === 'rights'
        ? PAR_VALUE
        : kind === 'private-placement'
          ? random.int(12, 45) * 1000
          : null;
    return { kind, date: onOrBefore(addDays(from, offset)), ratio, price };
  });
  const ipoDate = onOrBefore(addDays(listing, -random.int(30, 150)));
  const foundedDate = addDays(ipoDate, -random.int(2 * 365, 14 * 365));
  const ipo: Increase = {
    kind: 'ipo',
    date: ipoDate,
    ratio: random.int(10, 35) / 100,
    price: random.int(12, 40) * 1000,
  };
  return { foundedDate, ipo, increases };
}

/** A capital-history row. */
function row(
  symbol: string,
  date: string,
  kind: CapitalEventKind,
  before: number,
  after: number,
  ratio: number | null,
  price: number | null,
): CapitalHistoryRow {
  const text = describeIssue(kind, after - before, ratio, price);
  return {
    symbol,
    eventDate: date,
    kind,
    sharesAdded: after - before,
    sharesAfter: after,
    charterCapitalBefore: before * PAR_VALUE,
    charterCapitalAfter: after * PAR_VALUE,
    ...(price === null ? {} : { issuePrice: price }),
    descriptionVi: text.vi,
    descriptionEn: text.en,
  };
}

export function capitalHistory(context: CompanyContext): {
  foundedDate: string;
  rows: CapitalHistoryRow[];
} {
  const { symbol, sessions, shares } = context;
  const { foundedDate, ipo, increases } = earlyHistory(context);
  // Backwards from the first session: each increase's shares before, then the IPO's.
  const after: number[] = [];
  let level = shares[0]!;
  for (let i = increases.length - 1; i >= 0; i--) {
    after[i] = level;
    level = Math.round(level / (1 + increases[i]!.ratio));
  }
  const listed = level;
  const founded = Math.round(listed / (1 + ipo.ratio));
  const rows: CapitalHistoryRow[] = [
    row(symbol, foundedDate, 'founding', 0, founded, null, null),
    row(symbol, ipo.date, 'ipo', founded, listed, null, ipo.price),
  ];
  let before = listed;
  for (const [i, increase] of increases.entries()) {
    const kindRatio = increase.kind === 'esop' || increase.kind === 'private-placement';
    rows.push(
      row(
        symbol,
        increase.date,
        increase.kind,
        before,
        after[i]!,
        kindRatio ? null : increase.ratio,
        increase.price,
      ),
    );
    before = after[i]!;
  }
  // Inside the window: the corporate actions that issue shares, as the share series has them.
  for (const action of context.actions) {
    if (action.kind === 'cash-dividend') continue;
    const at = sessions.indexOf(action.exDate);
    rows.push(
      row(
        symbol,
        action.exDate,
        action.kind,
        shares[at - 1]!,
        shares[at]!,
        action.ratio ?? null,
        action.kind === 'rights' ? (action.subscriptionPrice ?? null) : null,
      ),
    );
  }
  return { foundedDate, rows };
}

// ─── Exercise rights ───────────────────────────────────────────────────────────────────────

/** A dividend paid before July is the previous year's; later ones are interim. */
const dividendYear = (exDate: string) => {
  const year = Number(exDate.slice(0, 4));
  return Number(exDate.slice(5, 7)) <= 6
    ? { vi: `năm ${year - 1}`, en: `${year - 1}` }
    : { vi: `đợt 1 năm ${year}`, en: `${year} first interim` };
};

function actionTitle(action: CorporateActionRow): { vi: string; en: string } {
  const year = dividendYear(action.exDate);
  const r = action.ratio === undefined ? '' : ratioText(action.ratio);
  switch (action.kind) {
    case 'cash-dividend':
      return {
        vi: `Trả cổ tức ${year.vi} bằng tiền, ${num.vi(action.cashPerShare!)} đồng/cổ phiếu`,
        en: `${year.en} cash dividend, VND ${num.en(action.cashPerShare!)} a share`,
      };
    case 'stock-dividend':
      return {
        vi: `Trả cổ tức ${year.vi} bằng cổ phiếu, tỷ lệ ${r}`,
        en: `${year.en} dividend in shares, ${r}`,
      };
    case 'bonus':
      return {
        vi: `Phát hành cổ phiếu thưởng, tỷ lệ ${r}`,
        en: `Bonus share issue, ${r}`,
      };
    case 'rights':
      return {
        vi: `Quyền mua cổ phiếu phát hành thêm, tỷ lệ ${r}, giá ${num.vi(action.subscriptionPrice!)} đồng/cổ phiếu`,
        en: `Rights issue, ${r}, at VND ${num.en(action.subscriptionPrice!)} a share`,
      };
  }
}

/** Ex-rights date one trading day before the record date (T+2 settlement). */
const recordAfter = (exDate: string) => nextTradingDay(exDate);

function meeting(
  symbol: string,
  typeId: 'agm' | 'egm' | 'written-opinion',
  meetingDate: string,
  recordDate: string,
  announcedBefore: number,
): ExerciseRightRow {
  const exDate = previousTradingDay(recordDate);
  const year = meetingDate.slice(0, 4);
  const title =
    typeId === 'agm'
      ? {
          vi: `Đại hội đồng cổ đông thường niên năm ${year}`,
          en: `${year} annual general meeting of shareholders`,
        }
      : typeId === 'egm'
        ? {
            vi: `Đại hội đồng cổ đông bất thường năm ${year}`,
            en: `${year} extraordinary general meeting of shareholders`,
          }
        : {
            vi: `Lấy ý kiến cổ đông bằng văn bản năm ${year}`,
            en: `${year} shareholder vote in writing`,
          };
  return {
    symbol,
    typeId,
    titleVi: title.vi,
    titleEn: title.en,
    announcedDate: onOrBefore(addDays(exDate, -announcedBefore)),
    exDate,
    recordDate,
    executionDate: meetingDate,
  };
}

/**
 * One right per corporate action (same ex-date and figures), then the shareholder meetings:
 * an AGM each spring of the window, now and then an EGM or a vote in writing, and for some
 * companies one still to come after the last session (for the calendar export).
 */
export function exerciseRights(context: CompanyContext): ExerciseRightRow[] {
  const random = stream(context.seed, 'rights', context.symbol);
  const { symbol, sessions } = context;
  const first = sessions[0]!;
  const last = sessions.at(-1)!;
  const rows: ExerciseRightRow[] = context.actions.map((action) => {
    const title = actionTitle(action);
    const recordDate = recordAfter(action.exDate);
    const executionDays =
      action.kind === 'cash-dividend'
        ? random.int(10, 45)
        : action.kind === 'rights'
          ? random.int(20, 35)
          : random.int(15, 40);
    return {
      symbol,
      typeId: action.kind,
      titleVi: title.vi,
      titleEn: title.en,
      announcedDate: onOrBefore(addDays(action.exDate, -random.int(8, 20))),
      exDate: action.exDate,
      recordDate,
      executionDate: onOrAfter(addDays(recordDate, executionDays)),
      ...(action.cashPerShare === undefined
        ? {}
        : {
            cashPerShare: action.cashPerShare,
            percentOfPar: round2((action.cashPerShare / PAR_VALUE) * 100),
          }),
      ...(action.ratio === undefined
        ? {}
        : { ratio: action.ratio, ratioText: ratioText(action.ratio) }),
      ...(action.subscriptionPrice === undefined
        ? {}
        : { subscriptionPrice: action.subscriptionPrice }),
    };
  });

  const inWindow = (right: ExerciseRightRow) => right.exDate > first && right.exDate <= last;
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    const meetingDate = onOrBefore(`${year}-04-${String(random.int(10, 28)).padStart(2, '0')}`);
    const agm = meeting(
      symbol,
      'agm',
      meetingDate,
      onOrBefore(addDays(meetingDate, -random.int(25, 40))),
      random.int(10, 15),
    );
    if (inWindow(agm)) rows.push(agm);
    if (random.chance(0.15)) {
      const kind = random.chance(0.5) ? 'egm' : 'written-opinion';
      const held = onOrBefore(
        `${year}-${String(random.int(8, 11)).padStart(2, '0')}-${String(random.int(5, 25)).padStart(2, '0')}`,
      );
      const right = meeting(
        symbol,
        kind,
        held,
        onOrBefore(addDays(held, -random.int(20, 35))),
        random.int(10, 15),
      );
      if (inWindow(right)) rows.push(right);
    }
  }
  if (random.chance(0.45)) {
    // A meeting announced before the last session whose dates are still to come.
    const recordDate = onOrAfter(addDays(last, random.int(10, 30)));
    const kind = random.chance(0.6) ? 'written-opinion' : 'egm';
    const right = meeting(
      symbol,
      kind,
      onOrAfter(addDays(recordDate, random.int(20, 30))),
      recordDate,
      0,
    );
    rows.push({ ...right, announcedDate: onOrBefore(addDays(last, -random.int(0, 5))) });
  }
  return rows.sort((a, b) => a.exDate.localeCompare(b.exDate) || a.typeId.localeCompare(b.typeId));
}
