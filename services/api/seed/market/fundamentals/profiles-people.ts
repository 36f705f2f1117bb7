import type { Random } from '@brokerage/shared/market/random.ts';
import type { OfficerBoard } from '@brokerage/shared/market/companyData.ts';
import type {
  InsiderTransactionRow,
  LargeShareholderRow,
  OfficerRow,
  OwnershipStructureRow,
} from '@brokerage/shared/validation/companyProfiles.ts';
import { foreignHolding } from '../../../src/routes/market/figures';
import {
  DOMESTIC_INSTITUTIONS,
  FOREIGN_FUNDS,
  GIVEN_NAMES,
  MIDDLE_NAMES,
  STATE_HOLDER,
  SURNAMES,
  plain,
} from './profiles-text';
import {
  type CompanyContext,
  addDays,
  onOrAfter,
  round2,
  round4,
  sharesOn,
  shuffled,
  stream,
} from './profiles-util';

/**
 * Key officers, their (and their relatives') insider trades, the large shareholders and the
 * ownership structure. Holdings are followed through the window: each person starts with a
 * holding on the first session, receives the new shares of stock dividends, bonus issues and
 * rights issues (rounded down, as fractions of a share are), and trades; the officers' shares
 * are where that ends on the last session, and each trade's before and after are the holding
 * on its announced date.
 */

type Gender = 'male' | 'female';

interface Person {
  name: string;
  gender: Gender;
}

function personName(random: Random, used: Set<string>, gender?: Gender): Person {
  for (;;) {
    const g: Gender = gender ?? (random.chance(0.7) ? 'male' : 'female');
    const name = `${random.pick(SURNAMES)} ${random.pick(MIDDLE_NAMES[g])} ${random.pick(GIVEN_NAMES[g])}`;
    if (!used.has(name)) {
      used.add(name);
      return { name, gender: g };
    }
  }
}

interface Seat {
  person: Person;
  board: OfficerBoard;
  positionVi: string;
  positionEn: string;
  sinceDate: string;
  sort: number;
}

/** Companies the state holds a stake in: the stake's range (fraction of the shares). */
const STATE_STAKES: Record<string, [number, number]> = {
  BID: [0.75, 0.82],
  CTG: [0.6, 0.66],
  VCB: [0.7, 0.76],
  GAS: [0.8, 0.95],
  PLX: [0.65, 0.76],
  GVR: [0.8, 0.97],
  BCM: [0.8, 0.96],
  ACV: [0.8, 0.96],
  VEA: [0.75, 0.89],
  BVH: [0.55, 0.66],
  VNM: [0.3, 0.37],
  SAB: [0.3, 0.37],
  PVS: [0.45, 0.52],
  BMI: [0.45, 0.51],
  PVI: [0.3, 0.36],
  VGI: [0.8, 0.99],
  HCM: [0.2, 0.3],
};

export interface PeopleData {
  officers: OfficerRow[];
  insiderTransactions: InsiderTransactionRow[];
  largeShareholders: LargeShareholderRow[];
  ownership: OwnershipStructureRow[];
}

const roundLot = (n: number, lot = 100) => Math.floor(n / lot) * lot;

/** The seats of the three boards; the chief executive sits on the board of directors too. */
function seats(random: Random, context: CompanyContext, foundedDate: string): Seat[] {
  const used = new Set<string>();
  const last = context.sessions.at(-1)!;
  const since = (earliest: string) => {
    const from = earliest > foundedDate ? earliest : foundedDate;
    const span = Math.max(30, Math.round((Date.parse(last) - Date.parse(from)) / 86_400_000) - 90);
    return addDays(from, random.int(0, span));
  };
  const recent = addDays(last, -12 * 365);
  const list: Seat[] = [];
  const add = (
    person: Person,
    board: OfficerBoard,
    positionVi: string,
    positionEn: string,
    sinceDate: string,
  ) => {
    const sort = list.filter((s) => s.board === board).length;
    list.push({ person, board, positionVi, positionEn, sinceDate, sort });
  };
  const bank = context.company.firmType === 'bank';
  add(
    personName(random, used),
    'board-of-directors',
    'Chủ tịch HĐQT',
    'Chairman of the Board',
    since(recent),
  );
  for (let i = random.int(0, 2); i > 0; i--) {
    add(
      personName(random, used),
      'board-of-directors',
      'Phó Chủ tịch HĐQT',
      'Vice Chairman of the Board',
      since(recent),
    );
  }
  const ceo = personName(random, used);
  const ceoSince = since(addDays(last, -8 * 365));
  const ceoOnBoard = random.chance(0.6);
  if (ceoOnBoard) add(ceo, 'board-of-directors', 'Thành viên HĐQT', 'Board member', ceoSince);
  for (let i = random.int(2, 4); i > 0; i--) {
    add(
      personName(random, used),
      'board-of-directors',
      'Thành viên HĐQT',
      'Board member',
      since(recent),
    );
  }
  for (let i = random.int(1, 2); i > 0; i--) {
    add(
      personName(random, used),
      'board-of-directors',
      'Thành viên HĐQT độc lập',
      'Independent board member',
      since(addDays(last, -6 * 365)),
    );
  }
  add(
    personName(random, used),
    'supervisory-board',
    'Trưởng Ban Kiểm soát',
    'Head of the Supervisory Board',
    since(recent),
  );
  for (let i = random.int(2, 3); i > 0; i--) {
    add(
      personName(random, used),
      'supervisory-board',
      'Thành viên Ban Kiểm soát',
      'Member of the Supervisory Board',
      since(recent),
    );
  }
  add(ceo, 'executive-board', 'Tổng Giám đốc', 'Chief Executive Officer', ceoSince);
  for (let i = random.int(2, bank ? 6 : 4); i > 0; i--) {
    add(
      personName(random, used),
      'executive-board',
      'Phó Tổng Giám đốc',
      'Deputy Chief Executive Officer',
      since(recent),
    );
  }
  if (random.chance(0.6)) {
    add(
      personName(random, used),
      'executive-board',
      'Giám đốc Tài chính',
      'Chief Financial Officer',
      since(recent),
    );
  }
  add(
    personName(random, used),
    'executive-board',
    'Kế toán trưởng',
    'Chief Accountant',
    since(recent),
  );
  return list;
}

/** Start-of-window holding as a fraction of the shares, by position. */
function startShare(random: Random, seat: Seat, state: boolean): number {
  switch (seat.positionEn) {
    case 'Chairman of the Board':
      return state ? random.between(0, 0.0005) : random.between(0.005, 0.09);
    case 'Vice Chairman of the Board':
      return state ? random.between(0, 0.0005) : random.between(0.001, 0.03);
    case 'Chief Executive Officer':
      return random.between(0.0005, 0.012);
    case 'Independent board member':
      return 0;
    case 'Board member':
    case 'Deputy Chief Executive Officer':
      return random.chance(0.3) ? 0 : random.between(0, 0.003);
    default:
      return random.chance(0.5) ? 0 : random.between(0, 0.0004);
  }
}

interface Holder {
  name: string;
  relationVi: string;
  relationEn: string;
  relatedOfficer?: string;
  holding: number;
  /** Session index before which this holder does not trade again. */
  nextIndex: number;
  /** An insider (or relative of one) from this day: their trades come after it. */
  since: string;
}

/** The shares a holding becomes on an ex-date that issues new shares (fractions dropped). */
export const grown = (holding: number, ratio: number) => Math.floor(holding * (1 + ratio));

export function people(context: CompanyContext, foundedDate: string): PeopleData {
  const random = stream(context.seed, 'people', context.symbol);
  const { symbol, sessions, shares } = context;
  const state = STATE_STAKES[symbol] !== undefined;
  const seatList = seats(random, context, foundedDate);

  // The holders: each officer once, then a relative or two of the chair and the CEO.
  const holders = new Map<string, Holder>();
  const ceo = seatList.find((s) => s.positionEn === 'Chief Executive Officer')!;
  for (const listed of seatList) {
    // The chief executive is known by that title, whichever board lists them first.
    const seat = listed.person === ceo.person ? ceo : listed;
    if (holders.has(seat.person.name)) continue;
    holders.set(seat.person.name, {
      name: seat.person.name,
      relationVi: seat.positionVi,
      relationEn: seat.positionEn,
      holding: roundLot(shares[0]! * startShare(random, seat, state)),
      nextIndex: 0,
      since: seat.sinceDate,
    });
  }
  const usedNames = new Set(holders.keys());
  const chair = seatList[0]!;
  for (const officer of random.chance(0.5) ? [chair, ceo] : [chair]) {
    const spouse = random.chance(0.5);
    const gender: Gender = spouse
      ? officer.person.gender === 'male'
        ? 'female'
        : 'male'
      : random.chance(0.5)
        ? 'male'
        : 'female';
    const relative = personName(random, usedNames, gender);
    const title = officer.person.gender === 'male' ? 'ông' : 'bà';
    const relationVi = `${spouse ? (gender === 'female' ? 'Vợ' : 'Chồng') : 'Con'} ${title} ${officer.person.name} – ${officer.positionVi}`;
    const relationEn = `${spouse ? (gender === 'female' ? 'Wife' : 'Husband') : gender === 'female' ? 'Daughter' : 'Son'} of ${plain(officer.person.name)}, ${officer.positionEn}`;
    holders.set(relative.name, {
      name: relative.name,
      relationVi,
      relationEn,
      relatedOfficer: officer.person.name,
      holding: roundLot(shares[0]! * random.between(0, 0.004)),
      nextIndex: 0,
      since: officer.sinceDate,
    });
  }

  // The trades: announced on sessions spread over the window, at least ~3 months apart per
  // person, each ending (30 days later) before the last session.
  const lastUsable = sessions.length - 30;
  const count = random.int(3, 8);
  const tradeDays = Array.from({ length: count }, () => random.int(5, lastUsable)).sort(
    (a, b) => a - b,
  );
  const planned = new Map<number, string>();
  const traders = [...holders.values()].filter((h) => h.relationEn !== 'Independent board member');
  for (const index of tradeDays) {
    const candidates = traders.filter((h) => h.nextIndex <= index && h.since < sessions[index]!);
    if (candidates.length === 0 || planned.has(index)) continue;
    const holder = random.pick(candidates);
    holder.nextIndex = index + 60;
    planned.set(index, holder.name);
  }

  const actionsByDate = new Map(
    context.actions.filter((a) => a.kind !== 'cash-dividend').map((a) => [a.exDate, a.ratio!]),
  );
  const insiderTransactions: InsiderTransactionRow[] = [];
  for (const [i, session] of sessions.entries()) {
    const ratio = actionsByDate.get(session);
    if (ratio !== undefined) {
      for (const holder of holders.values()) holder.holding = grown(holder.holding, ratio);
    }
    const name = planned.get(i);
    if (name === undefined) continue;
    const holder = holders.get(name)!;
    const sell = holder.holding >= 10_000 && random.chance(0.5);
    const registered = sell
      ? roundLot(holder.holding * random.between(0.2, 0.6))
      : Math.max(10_000, roundLot(shares[i]! * random.between(0.0002, 0.002), 10_000));
    const roll = random.next();
    const executed =
      roll < 0.75 ? registered : roll < 0.9 ? roundLot(registered * random.between(0.3, 0.9)) : 0;
    const before = holder.holding;
    const after = before + (sell ? -executed : executed);
    const startDate = onOrAfter(addDays(session, 1));
    const endDate = sessions[Math.min(sessions.length - 1, i + 21)]!;
    insiderTransactions.push({
      symbol,
      holderName: holder.name,
      relationVi: holder.relationVi,
      relationEn: holder.relationEn,
      ...(holder.relatedOfficer ? { relatedOfficer: holder.relatedOfficer } : {}),
      action: sell ? 'sell' : 'buy',
      announcedDate: session,
      startDate,
      endDate,
      registeredVolume: registered,
      executedVolume: executed,
      volumeBefore: before,
      volumeAfter: after,
      percentAfter: round4((after / sharesOn(context, endDate)) * 100),
    });
    holder.holding = after;
  }

  const officers: OfficerRow[] = seatList.map((seat) => ({
    symbol,
    name: seat.person.name,
    board: seat.board,
    positionVi: seat.positionVi,
    positionEn: seat.positionEn,
    sinceDate: seat.sinceDate,
    shares: holders.get(seat.person.name)!.holding,
    sort: seat.sort,
  }));

  const { largeShareholders, ownership } = shareholders(random, context, [...holders.values()]);
  return { officers, insiderTransactions, largeShareholders, ownership };
}

/**
 * Ownership on the last session: foreigners hold what the market's foreign-holding rule gives
 * (figures.ts `foreignHolding`, the same the indicators show), the state its stake (capped to
 * leave at least 8 % to the others), everyone else the rest. The large shareholders are the
 * state, up to three foreign funds (parts of the foreign holding), up to two domestic
 * institutions and the officers' families holding 1 % or more; those under 5 % are the top
 * holders listed beside the 5 % ones.
 */
function shareholders(
  random: Random,
  context: CompanyContext,
  holders: readonly Holder[],
): Pick<PeopleData, 'largeShareholders' | 'ownership'> {
  const { symbol } = context;
  const asOfDate = context.sessions.at(-1)!;
  const total = context.shares.at(-1)!;
  const foreign = foreignHolding(
    symbol,
    context.company.firmType,
    total,
    context.netForeignBought,
    context.actions.flatMap((a) => (a.kind === 'cash-dividend' ? [] : [a.ratio!])),
  ).holding;
  const stake = STATE_STAKES[symbol];
  const stateShare = stake
    ? Math.min(random.between(stake[0], stake[1]), 1 - foreign / total - 0.08)
    : 0;
  const state = stateShare >= 0.05 ? Math.round(total * stateShare) : 0;
  const other = total - foreign - state;

  const list: LargeShareholderRow[] = [];
  const add = (name: { vi: string; en: string }, kind: LargeShareholderRow['kind'], n: number) => {
    if (n > 0) {
      list.push({
        symbol,
        nameVi: name.vi,
        nameEn: name.en,
        kind,
        shares: n,
        percent: round4((n / total) * 100),
        asOfDate,
      });
    }
  };
  if (state > 0) add(STATE_HOLDER, 'state', state);

  const funds = shuffled(random, FOREIGN_FUNDS, random.int(1, 3));
  let fundLeft = foreign * random.between(0.35, 0.8);
  for (const fund of funds) {
    const n = Math.round(fundLeft * random.between(0.4, 0.7));
    fundLeft -= n;
    if (n / total >= 0.01) add(fund, 'foreign-institution', n);
  }

  const families = holders.filter((h) => h.holding / total >= 0.01);
  const familyShares = holders.reduce((sum, h) => sum + h.holding, 0);
  let domesticLeft = Math.max(0, (other - familyShares) * random.between(0.2, 0.5));
  for (const institution of shuffled(random, DOMESTIC_INSTITUTIONS, random.int(0, 2))) {
    const n = Math.round(Math.min(domesticLeft * random.between(0.4, 0.8), total * 0.15));
    domesticLeft -= n;
    if (n / total >= 0.01) add(institution, 'domestic-institution', n);
  }
  for (const family of families)
    add({ vi: family.name, en: plain(family.name) }, 'individual', family.holding);
  list.sort((a, b) => b.shares - a.shares || a.nameVi.localeCompare(b.nameVi));

  const statePercent = round2((state / total) * 100);
  const foreignPercent = round2((foreign / total) * 100);
  const ownership: OwnershipStructureRow[] = [
    { symbol, asOfDate, category: 'state', shares: state, percent: statePercent },
    { symbol, asOfDate, category: 'foreign', shares: foreign, percent: foreignPercent },
    {
      symbol,
      asOfDate,
      category: 'other',
      shares: other,
      percent: round2(100 - statePercent - foreignPercent),
    },
  ];
  return { largeShareholders: list, ownership };
}
