import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { readZip, zipText } from './read-zip';
import { dosDateTime, zip } from './zip';

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const MODIFIED = new Date('2026-11-20T03:04:06Z'); // 10:04:06 in Hà Nội

describe('zip', () => {
  it('computes the standard CRC-32 (check value of "123456789")', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
  });

  it('stamps the headers with the MS-DOS date and time in Vietnam', () => {
    const stamp = dosDateTime(MODIFIED);
    expect(stamp.date).toBe(((2026 - 1980) << 9) | (11 << 5) | 20);
    expect(stamp.time).toBe((10 << 11) | (4 << 5) | 3);
    // Before the DOS epoch: its first day.
    expect(dosDateTime(new Date('1970-01-01T00:00:00Z'))).toEqual({ time: 0, date: 33 });
  });

  it('lays out local headers, the central directory and the end record', () => {
    const text = 'Khuyến nghị '.repeat(50);
    const archive = zip(
      [
        { name: 'a.txt', data: text },
        { name: 'dir/b.bin', data: new Uint8Array([1, 2, 3]) },
      ],
      MODIFIED,
    );
    // First local header at 0: signature, version 2.0, UTF-8 names flag, deflate.
    expect(archive.readUInt32LE(0)).toBe(0x04034b50);
    expect(archive.readUInt16LE(4)).toBe(20);
    expect(archive.readUInt16LE(6)).toBe(0x0800);
    expect(archive.readUInt16LE(8)).toBe(8);
    expect(archive.readUInt32LE(14)).toBe(crc32(Buffer.from(text, 'utf8')));
    expect(archive.readUInt32LE(22)).toBe(Buffer.byteLength(text, 'utf8'));
    expect(archive.toString('utf8', 30, 35)).toBe('a.txt');
    // End record: 22 bytes at the end, two entries, the directory right before it.
    const end = archive.length - 22;
    expect(archive.readUInt32LE(end)).toBe(0x06054b50);
    expect(archive.readUInt16LE(end + 8)).toBe(2);
    expect(archive.readUInt16LE(end + 10)).toBe(2);
    const size = archive.readUInt32LE(end + 12);
    const offset = archive.readUInt32LE(end + 16);
    expect(offset + size).toBe(end);
    expect(archive.readUInt32LE(offset)).toBe(0x02014b50);
    expect(archive.readUInt16LE(end + 20)).toBe(0);

    const files = readZip(archive);
    expect(files.map((f) => f.name)).toEqual(['a.txt', 'dir/b.bin']);
    expect(zipText(files, 'a.txt')).toBe(text);
    // Three bytes do not shrink: stored as they are.
    expect(files[1]).toMatchObject({ method: 0, data: Buffer.from([1, 2, 3]) });
    expect(files[0]!.method).toBe(8);
  });

  it('writes an empty archive as the end record alone', () => {
    const archive = zip([]);
    expect(archive.length).toBe(22);
    expect(readZip(archive)).toEqual([]);
  });

  it('refuses duplicate, absolute or backslashed names', () => {
    expect(() =>
      zip([
        { name: 'x', data: '' },
        { name: 'x', data: '' },
      ]),
    ).toThrow(/duplicate/);
    expect(() => zip([{ name: '/etc/x', data: '' }])).toThrow(/bad ZIP entry/);
    expect(() => zip([{ name: 'a\\b', data: '' }])).toThrow(/bad ZIP entry/);
    expect(() => zip([{ name: '', data: '' }])).toThrow(/bad ZIP entry/);
  });

  it('is read back only when the bytes are intact (the reader checks every CRC)', () => {
    const archive = zip([{ name: 'a.txt', data: 'x'.repeat(10) }], MODIFIED);
    expect(readZip(archive)[0]!.method).toBe(8);
    const stored = zip([{ name: 'a.txt', data: 'abc' }], MODIFIED);
    const broken = Buffer.from(stored);
    broken.writeUInt8(broken.readUInt8(35) ^ 0xff, 35); // the first stored byte
    expect(() => readZip(broken)).toThrow(/CRC-32/);
    expect(() => readZip(stored.subarray(0, stored.length - 5))).toThrow();
  });

  it.runIf(hasUnzip)('passes Info-ZIP’s integrity test', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
    try {
      const file = path.join(dir, 'test.zip');
      writeFileSync(
        file,
        zip(
          [
            { name: 'one.txt', data: 'Giá mục tiêu & <tiềm năng>\n'.repeat(20) },
            { name: 'sub/two.txt', data: 'ab' },
          ],
          MODIFIED,
        ),
      );
      const report = execFileSync('unzip', ['-t', file]).toString('utf8');
      expect(report).toContain('No errors detected');
      const listing = execFileSync('unzip', ['-l', file]).toString('utf8');
      // The date format follows the machine's locale (11-20-2026 or 2026-11-20).
      expect(listing).toMatch(/(2026-11-20|11-20-2026) 10:04\s+one\.txt/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
