import { crc32, inflateRawSync } from 'node:zlib';

/** One file read back from an archive, with what its headers said. */
export interface ZipFile {
  name: string;
  data: Buffer;
  method: number;
  crc: number;
  /** The general-purpose flags (bit 11: UTF-8 names). */
  flags: number;
}

/**
 * Reads a ZIP archive the way a spreadsheet application does: the end record, then the central
 * directory, then each local header and its data (stored or deflated), checking that the two
 * headers agree and each file's CRC-32. Throws on anything it does not expect. The tests read
 * the exports back with it; it knows no ZIP64, data descriptors or encryption (zip() writes none).
 */
export function readZip(archive: Uint8Array): ZipFile[] {
  const buf = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const endAt = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > buf.length) throw new Error('no end of central directory');
  const count = buf.readUInt16LE(endAt + 10);
  const directorySize = buf.readUInt32LE(endAt + 12);
  let at = buf.readUInt32LE(endAt + 16);
  if (at + directorySize !== endAt) throw new Error('central directory is not before its end');

  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const compressedSize = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localAt = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (buf.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`bad local header: ${name}`);
    const localName = buf.toString(
      'utf8',
      localAt + 30,
      localAt + 30 + buf.readUInt16LE(localAt + 26),
    );
    if (
      localName !== name ||
      buf.readUInt16LE(localAt + 8) !== method ||
      buf.readUInt32LE(localAt + 14) !== crc ||
      buf.readUInt32LE(localAt + 18) !== compressedSize ||
      buf.readUInt32LE(localAt + 22) !== size
    ) {
      throw new Error(`local and central headers differ: ${name}`);
    }
    const dataAt = localAt + 30 + buf.readUInt16LE(localAt + 26) + buf.readUInt16LE(localAt + 28);
    const body = buf.subarray(dataAt, dataAt + compressedSize);
    let data: Buffer;
    if (method === 0) data = Buffer.from(body);
    else if (method === 8) data = inflateRawSync(body);
    else throw new Error(`unknown compression ${method}: ${name}`);
    if (data.length !== size) throw new Error(`wrong size: ${name}`);
    if (crc32(data) !== crc) throw new Error(`wrong CRC-32: ${name}`);
    files.push({ name, data, method, crc, flags });
  }
  return files;
}

/** The text of `name` in the archive; throws when it is missing. */
export function zipText(files: readonly ZipFile[], name: string): string {
  const file = files.find((f) => f.name === name);
  if (!file) throw new Error(`${name} is not in the archive`);
  return file.data.toString('utf8');
}
