/**
 * An iCalendar file (RFC 5545) of all-day events, for a visitor's calendar app: written in the
 * browser for one company's coming rights (the analysis site's benefit history) and by the API
 * for the market events calendar (`market-events.ics`), so both files follow the same rules and
 * give the same date of the same right the same UID. Pure: the clock (DTSTAMP) and the events'
 * texts come from the caller.
 */

/** One all-day event. */
export interface IcsEvent {
  /** Unique worldwide and stable across exports, so a re-import updates instead of doubling. */
  uid: string;
  /** The day, `YYYY-MM-DD` (a floating date: the same day in every time zone). */
  date: string;
  summary: string;
  description?: string;
  /** A page about the event (URL property, RFC 5545 §3.8.4.6): an absolute http(s) address. */
  url?: string;
}

export interface IcsCalendar {
  /** Who made the file (PRODID), e.g. `-//An Phat Securities//Analysis centre//EN`. */
  prodId: string;
  /** The calendar's name in calendar apps (X-WR-CALNAME, widely read, not in RFC 5545). */
  name?: string;
  /** When the file was made (each event's DTSTAMP). */
  stamp: Date;
  events: readonly IcsEvent[];
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines longer than 75 octets (UTF-8) are folded. */
const MAX_OCTETS = 75;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 length of one code point. */
const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * Folds one content line at 75 octets (RFC 5545 §3.1): each continuation starts with a space,
 * which counts towards its 75. Never splits a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = octets(char.codePointAt(0)!);
    if (size + width > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** An absolute http(s) address as a URI value, or a RangeError (it would corrupt the file). */
function uriValue(url: string): string {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL at all: refused below.
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new RangeError(`Not an http(s) URL: ${url}`);
  return parsed.href;
}

/** A `YYYY-MM-DD` day as the UTC midnight it names, or a RangeError. */
function parseDay(date: string): Date {
  const match = ISO_DATE.exec(date);
  const day = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : null;
  if (!day || day.toISOString().slice(0, 10) !== date)
    throw new RangeError(`Not a calendar day: ${date}`);
  return day;
}

const basicDate = (day: Date) => day.toISOString().slice(0, 10).replace(/-/g, '');

/** `2026-12-14` → `20261214` (DATE value). */
export function icsDate(date: string): string {
  return basicDate(parseDay(date));
}

/** The day after (an all-day event's DTEND is exclusive): `2026-12-31` → `20270101`. */
export function icsNextDate(date: string): string {
  const day = parseDay(date);
  day.setUTCDate(day.getUTCDate() + 1);
  return basicDate(day);
}

/** A UTC DATE-TIME: `20261129T064315Z`. */
export function icsTimestamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * The calendar as a file's text: CRLF line ends (the last line too), long lines folded, texts
 * escaped. RFC 5545's grammar wants at least one component in a VCALENDAR: callers offer no
 * file without events (the page disables its button and says why).
 */
export function writeCalendar({ prodId, name, stamp, events }: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  const dtstamp = icsTimestamp(stamp);
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      `DTEND;VALUE=DATE:${icsNextDate(event.date)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    // A URI value is not TEXT (no escapes); a line break in it would end the property.
    if (event.url) lines.push(`URL:${uriValue(event.url)}`);
    // An all-day reminder of a date, not a busy day.
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
