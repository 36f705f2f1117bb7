import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  icsDate,
  icsNextDate,
  icsTimestamp,
  writeCalendar,
  type IcsCalendar,
} from './ics';

const bytes = (text: string) => new TextEncoder().encode(text).length;
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab disappears. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

/** The calendar's content lines as [name with parameters, value], unfolded. */
function contentLines(text: string): Array<[string, string]> {
  return unfold(text)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes every line break as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    // The backslash first: an escape it adds is not escaped again.
    expect(escapeText('\\;')).toBe('\\\\\\;');
    expect(escapeText('Cổ tức: 1.300 đ')).toBe('Cổ tức: 1.300 đ');
  });

  it('writes Vietnamese in composed form (one code point a letter)', () => {
    const decomposed = 'Đại hội'.normalize('NFD');
    expect(escapeText(decomposed)).toBe('Đại hội'.normalize('NFC'));
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, the leading space included', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(30)}`;
    const physical = foldLine(line).split('\r\n');
    expect(physical.length).toBeGreaterThan(4);
    for (const part of physical) expect(bytes(part)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(foldLine(line))).toBe(line);
  });

  it('counts UTF-8 octets and never splits a character', () => {
    const line = `SUMMARY:${'Đại hội đồng cổ đông thường niên năm 2026 – '.repeat(4)}🗓️ end`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    for (const part of physical) {
      expect(bytes(part)).toBeLessThanOrEqual(75);
      // A split inside a character would leave a lone surrogate or a replacement character.
      expect(part).toBe(new TextDecoder().decode(new TextEncoder().encode(part)));
    }
    // Multi-byte letters make a line hold fewer than 75 characters.
    expect(physical[0]!.length).toBeLessThan(75);
    expect(unfold(folded)).toBe(line);
  });
});

describe('dates', () => {
  it('writes DATE values and the next day across months, years and leap days', () => {
    expect(icsDate('2026-12-14')).toBe('20261214');
    expect(icsNextDate('2026-12-14')).toBe('20261215');
    expect(icsNextDate('2026-11-30')).toBe('20261201');
    expect(icsNextDate('2026-12-31')).toBe('20270101');
    expect(icsNextDate('2028-02-28')).toBe('20280229');
    expect(icsNextDate('2026-02-28')).toBe('20260301');
  });

  it('refuses what is not a calendar day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '14/12/2026', '', '2026-1-5'])
      expect(() => icsDate(bad), bad).toThrow(RangeError);
  });

  it('writes the stamp as a UTC date-time', () => {
    expect(icsTimestamp(new Date('2026-11-29T13:43:15.250+07:00'))).toBe('20261129T064315Z');
  });
});

describe('writeCalendar', () => {
  const calendar: IcsCalendar = {
    prodId: '-//Chứng khoán An Phát//Trung tâm phân tích//VI',
    name: 'FPT – Lịch quyền cổ đông',
    stamp: new Date('2026-11-29T06:43:15Z'),
    events: [
      {
        uid: 'FPT-60-record@example.test',
        date: '2026-12-14',
        summary: 'FPT – Ngày đăng ký cuối cùng: Đại hội đồng cổ đông bất thường năm 2027',
        description: 'Mã chứng khoán: FPT\nTỷ lệ / Giá trị: 1.300 đ/cp, (13%); xem thêm \\ ghi chú',
      },
      {
        uid: 'FPT-60-execution@example.test',
        date: '2026-12-31',
        summary: 'FPT – Ngày họp đại hội',
      },
    ],
  };
  const text = writeCalendar(calendar);

  it('ends every line with CRLF, the last one too, and has no bare line feed or carriage return', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(/[^\r]\n/.test(text)).toBe(false);
    expect(/\r[^\n]/.test(text)).toBe(false);
    for (const line of text.split('\r\n')) expect(bytes(line)).toBeLessThanOrEqual(75);
  });

  it('has the calendar properties and one complete VEVENT a date', () => {
    const lines = contentLines(text);
    const names = lines.map(([name]) => name);
    expect(names.slice(0, 6)).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'X-WR-CALNAME',
    ]);
    expect(lines).toContainEqual(['CALSCALE', 'GREGORIAN']);
    expect(lines).toContainEqual(['PRODID', '-//Chứng khoán An Phát//Trung tâm phân tích//VI']);
    expect(names.filter((name) => name === 'BEGIN')).toHaveLength(3);
    expect(lines.filter(([name, value]) => name === 'BEGIN' && value === 'VEVENT')).toHaveLength(2);
    expect(lines.filter(([name]) => name === 'DTSTAMP')).toEqual([
      ['DTSTAMP', '20261129T064315Z'],
      ['DTSTAMP', '20261129T064315Z'],
    ]);
    expect(lines.filter(([name]) => name.startsWith('DTSTART'))).toEqual([
      ['DTSTART;VALUE=DATE', '20261214'],
      ['DTSTART;VALUE=DATE', '20261231'],
    ]);
    expect(lines.filter(([name]) => name.startsWith('DTEND'))).toEqual([
      ['DTEND;VALUE=DATE', '20261215'],
      ['DTEND;VALUE=DATE', '20270101'],
    ]);
    expect(lines.filter(([name]) => name === 'UID').map(([, value]) => value)).toEqual([
      'FPT-60-record@example.test',
      'FPT-60-execution@example.test',
    ]);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
  });

  it('escapes and folds the texts, which unfold to the escaped originals', () => {
    const lines = contentLines(text);
    const description = lines.find(([name]) => name === 'DESCRIPTION')![1];
    expect(description).toBe(
      'Mã chứng khoán: FPT\\nTỷ lệ / Giá trị: 1.300 đ/cp\\, (13%)\\; xem thêm \\\\ ghi chú',
    );
    const summary = lines.find(([name]) => name === 'SUMMARY')![1];
    expect(summary).toBe('FPT – Ngày đăng ký cuối cùng: Đại hội đồng cổ đông bất thường năm 2027');
    // That summary is longer than a line: it was folded.
    expect(text).toContain('\r\n ');
  });

  it('leaves DESCRIPTION out of an event without one', () => {
    const second = unfold(text).split('BEGIN:VEVENT')[2]!;
    expect(second).not.toContain('DESCRIPTION');
    expect(second).toContain('TRANSP:TRANSPARENT');
  });
});

describe('writeCalendar URL', () => {
  const event = { uid: 'FPT-agm-2027@example.test', date: '2027-04-30', summary: 'FPT' };
  const write = (url: string) =>
    writeCalendar({ prodId: '-//x//y//EN', stamp: new Date(0), events: [{ ...event, url }] });

  it('writes an absolute address as a URI value, unescaped and folded', () => {
    const url = `https://example.test/trung-tam-phan-tich/lich-su-huong-quyen?stock_symbol=FPT&a=${'x'.repeat(60)}`;
    const text = write(url);
    expect(unfold(text)).toContain(`\r\nURL:${url}\r\n`);
    for (const line of text.split('\r\n')) expect(bytes(line)).toBeLessThanOrEqual(75);
  });

  it('refuses what is not an http(s) address rather than write a broken file', () => {
    for (const bad of ['/relative/path', 'javascript:alert(1)', 'not a url'])
      expect(() => write(bad), bad).toThrow(RangeError);
  });
});
