import { crc32, deflateRawSync } from 'node:zlib';

/** One file of a ZIP archive: its path inside the archive (forward slashes) and its bytes. */
export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** ZIP 2.0: deflate. */
const VERSION = 20;
/** General-purpose flag bit 11: the names are UTF-8. */
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;
/** Without ZIP64, sizes, offsets and the entry count must fit these. */
const MAX_32 = 0xffffffff;
const MAX_ENTRIES = 0xffff;

/**
 * The MS-DOS time and date of the headers (local time in the format, read here as the wall
 * clock of `date` in UTC+7 so an archive made in Hà Nội shows the Vietnamese time). DOS dates
 * start in 1980: earlier dates are clamped to its first day.
 */
export function dosDateTime(date: Date): { time: number; date: number } {
  const vn = new Date(date.getTime() + 7 * 3600_000);
  const year = vn.getUTCFullYear();
  if (year < 1980) return { time: 0, date: (1 << 5) | 1 };
  return {
    time: (vn.getUTCHours() << 11) | (vn.getUTCMinutes() << 5) | (vn.getUTCSeconds() >> 1),
    date: (Math.min(year - 1980, 127) << 9) | ((vn.getUTCMonth() + 1) << 5) | vn.getUTCDate(),
  };
}

const toBytes = (data: Uint8Array | string) =>
  typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);

/**
 * A ZIP archive (PKWARE APPNOTE 6.3: local file headers with their data, the central directory,
 * the end record) of `entries` in order, each deflated unless storing it is smaller. No data
 * descriptors and no ZIP64: the sizes are known before the header is written, and an archive
 * past 4 GiB or 65,535 entries is refused.
 */
export function zip(entries: readonly ZipEntry[], modified: Date = new Date()): Buffer {
  if (entries.length > MAX_ENTRIES) throw new RangeError('too many ZIP entries');
  const stamp = dosDateTime(modified);
  const seen = new Set<string>();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;

  for (const entry of entries) {
    if (entry.name === '' || entry.name.startsWith('/') || entry.name.includes('\\')) {
      throw new Error(`bad ZIP entry name: ${entry.name}`);
    }
    if (seen.has(entry.name)) throw new Error(`duplicate ZIP entry: ${entry.name}`);
    seen.add(entry.name);
    const name = Buffer.from(entry.name, 'utf8');
    const raw = toBytes(entry.data);
    const deflated = deflateRawSync(raw, { level: 9 });
    const method = deflated.length < raw.length ? DEFLATED : STORED;
    const body = method === DEFLATED ? deflated : raw;
    const crc = crc32(raw);
    if (raw.length > MAX_32 || offset + 30 + name.length + body.length > MAX_32) {
      throw new RangeError('ZIP archive too large (no ZIP64)');
    }

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(stamp.time, 10);
    local.writeUInt16LE(stamp.date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(VERSION, 4); // made by: MS-DOS, ZIP 2.0
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(stamp.time, 12);
    central.writeUInt16LE(stamp.date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number, internal and external attributes: all zero.
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }

  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(0, 4); // this disk
  end.writeUInt16LE(0, 6); // the disk the directory starts on
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20); // no comment
  return Buffer.concat([...locals, directory, end]);
}
