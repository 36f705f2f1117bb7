import {
  CORPORATE_ACTION_KINDS,
  EXERCISE_RIGHT_TYPES,
  type CorporateActionKind,
  type ExerciseRightType,
} from '@brokerage/shared/market/companyData.ts';
import { rightDateKey, rightDates } from '@brokerage/shared/market/rightDates.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  MarketEvent,
  MarketEventDateKind,
  MarketEventType,
} from '@brokerage/shared/validation/marketEvents.ts';
import type { DatedRightRecord } from '../../repositories/market-events';
import type { CompanyRecord } from '../market/market-data';
import { describeAction } from '../market/labels';
import { agmDeadlines, resultsDeadlines } from './deadlines';
import {
  AGM_BASIS,
  DEADLINE_LABELS,
  EXECUTION_LABELS,
  RECORD_LABEL,
  agmTitle,
  resultsBasis,
  resultsTitle,
} from './labels';

const isCorporateAction = (kind: ExerciseRightType): kind is CorporateActionKind =>
  (CORPORATE_ACTION_KINDS as readonly string[]).includes(kind);

/** The calendar's type of a right: a corporate action, or a shareholder meeting. */
export const eventTypeOf = (kind: ExerciseRightType): MarketEventType =>
  isCorporateAction(kind) ? 'rights' : 'agm';

/** The right types the repository reads for the wanted event types. */
export const rightTypesFor = (types: ReadonlySet<MarketEventType>): ExerciseRightType[] =>
  EXERCISE_RIGHT_TYPES.filter((kind) => types.has(eventTypeOf(kind)));

export interface EventsInput {
  locale: Locale;
  from: string;
  to: string;
  types: ReadonlySet<MarketEventType>;
  /** The companies the filter keeps (exchange and symbols), for the derived deadlines. */
  companies: readonly CompanyRecord[];
  /** The filter's rights with a record or execution date in the range. */
  rights: readonly DatedRightRecord[];
  /** `SYMBOL:YEAR` of the annual meetings the dataset records. */
  recordedAgm: ReadonlySet<string>;
  /** The dataset's last session: an annual meeting after it may not be known yet. */
  lastSession: string;
}

const inLocale = (locale: Locale, vi: string, en: string) => (locale === 'en' ? en : vi);
const nameOf = (company: Pick<CompanyRecord, 'nameVi' | 'nameEn'>, locale: Locale) =>
  inLocale(locale, company.nameVi, company.nameEn);

const TYPE_ORDER: Record<MarketEventType, number> = { rights: 0, agm: 1, results: 2 };
const KIND_ORDER: Record<MarketEventDateKind, number> = { record: 0, execution: 1, deadline: 2 };

/** Soonest first; within a day rights, meetings, results; then by symbol, kind and id. */
export const compareEvents = (a: MarketEvent, b: MarketEvent): number =>
  a.date.localeCompare(b.date) ||
  TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
  a.stockSymbol.localeCompare(b.stockSymbol) ||
  KIND_ORDER[a.dateKind] - KIND_ORDER[b.dateKind] ||
  a.id.localeCompare(b.id);

/** Each record and execution date of the rights in the range, as events. */
function rightEvents(input: EventsInput, names: Map<string, string>): MarketEvent[] {
  const { locale, from, to } = input;
  return rightDates(input.rights, from, to).map(({ kind, date, right }) => {
    const type = eventTypeOf(right.typeId);
    return {
      id: rightDateKey(right.symbol, right.id, kind),
      date,
      type,
      dateKind: kind,
      stockSymbol: right.symbol,
      exchange: right.exchange,
      companyName: names.get(right.symbol) ?? right.symbol,
      label: (kind === 'record' ? RECORD_LABEL : EXECUTION_LABELS[right.typeId])[locale],
      title: inLocale(locale, right.titleVi, right.titleEn),
      detail: isCorporateAction(right.typeId)
        ? describeAction(locale, { ...right, kind: right.typeId })
        : null,
      derived: false,
      basis: null,
      right: {
        id: right.id,
        kind: right.typeId,
        exDate: right.exDate,
        recordDate: right.recordDate,
        executionDate: right.executionDate,
      },
    };
  });
}

/** The results deadlines of every company the filter keeps, from its listing on. */
function resultsEvents(input: EventsInput): MarketEvent[] {
  const { locale } = input;
  const deadlines = resultsDeadlines(input.from, input.to);
  return input.companies.flatMap((company) =>
    deadlines
      .filter((deadline) => deadline.date >= company.listingDate)
      .map((deadline) => ({
        id: `${company.symbol}-results-${deadline.fiscalYear}-${deadline.period}`,
        date: deadline.date,
        type: 'results' as const,
        dateKind: 'deadline' as const,
        stockSymbol: company.symbol,
        exchange: company.exchange,
        companyName: nameOf(company, locale),
        label: DEADLINE_LABELS.results[locale],
        title: resultsTitle(locale, deadline.period, deadline.fiscalYear),
        detail: null,
        derived: true,
        basis: resultsBasis(locale, deadline.period),
        right: null,
      })),
  );
}

/**
 * The annual meetings' deadlines the dataset cannot answer yet: after its last session, for a
 * company listed by then with no annual meeting recorded that year. Before, the dataset's own
 * meetings are the events (a year without one there is not filled in).
 */
function agmDeadlineEvents(input: EventsInput): MarketEvent[] {
  const { locale } = input;
  const deadlines = agmDeadlines(input.from, input.to).filter(
    (deadline) => deadline.date > input.lastSession,
  );
  return input.companies.flatMap((company) =>
    deadlines
      .filter(
        (deadline) =>
          deadline.date >= company.listingDate &&
          !input.recordedAgm.has(`${company.symbol}:${deadline.meetingYear}`),
      )
      .map((deadline) => ({
        id: `${company.symbol}-agm-${deadline.meetingYear}`,
        date: deadline.date,
        type: 'agm' as const,
        dateKind: 'deadline' as const,
        stockSymbol: company.symbol,
        exchange: company.exchange,
        companyName: nameOf(company, locale),
        label: DEADLINE_LABELS.agm[locale],
        title: agmTitle(locale, deadline.meetingYear),
        detail: null,
        derived: true,
        basis: AGM_BASIS[locale],
        right: null,
      })),
  );
}

/**
 * The calendar's events of the range: the rights' and meetings' dates the dataset records, and
 * the deadlines derived from the rules (deadlines.ts), in the request's language, soonest first.
 */
export function marketEvents(input: EventsInput): MarketEvent[] {
  const names = new Map(
    input.companies.map((company) => [company.symbol, nameOf(company, input.locale)]),
  );
  return [
    ...rightEvents(input, names),
    ...(input.types.has('agm') ? agmDeadlineEvents(input) : []),
    ...(input.types.has('results') ? resultsEvents(input) : []),
  ].sort(compareEvents);
}
