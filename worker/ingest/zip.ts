// Reads a zip file's central directory (its list of entries) without unpacking
// anything: enough to tell a real DOCX from other zips and to refuse zip bombs.

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** As the zip declares it: a zip bomb may lie. */
  uncompressedSize: number;
  localHeaderOffset: number;
};

export class ZipError extends Error {
  override name = 'ZipError';
}

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;

/** `read(offset, length)` returns those bytes of the file; `size` is its length. */
export async function readZipDirectory(
  read: (offset: number, length: number) => Promise<Uint8Array>,
  size: number,
  maxEntries = 10_000,
): Promise<ZipEntry[]> {
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await read(size - tailLength, tailLength);
  const tailView = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tailView.getUint32(i, true) === endOfDirectory) {
      eocd = i;
      break;
    }
  }
  if (eocd === -1) throw new ZipError('no end of central directory');
  const count = tailView.getUint16(eocd + 10, true);
  const directorySize = tailView.getUint32(eocd + 12, true);
  const directoryOffset = tailView.getUint32(eocd + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipError('zip64 is not supported');
  if (count > maxEntries) throw new ZipError(`more than ${maxEntries} entries`);
  if (directoryOffset + directorySize > size) throw new ZipError('central directory beyond the end of the file');

  const directory = await read(directoryOffset, directorySize);
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (let n = 0; n < count; n++) {
    if (offset + 46 > directory.length || view.getUint32(offset, true) !== directoryEntry) {
      throw new ZipError('damaged central directory');
    }
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    entries.push({
      name: decoder.decode(directory.subarray(offset + 46, offset + 46 + nameLength)),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * How many bytes `entry` really unpacks to, counted by inflating it and giving
 * up past `cap` (null then): the declared size of a zip bomb cannot be trusted.
 */
export async function inflatedSize(zip: Uint8Array, entry: ZipEntry, cap: number): Promise<number | null> {
  const header = new DataView(zip.buffer, zip.byteOffset + entry.localHeaderOffset, 30);
  if (header.getUint32(0, true) !== 0x04034b50) throw new ZipError('damaged local header');
  const start = entry.localHeaderOffset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.length > cap ? null : data.length;
  if (entry.method !== 8) throw new ZipError(`unsupported compression method ${entry.method}`);
  const reader = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return total;
      total += value.length;
      if (total > cap) return null;
    }
  } catch {
    throw new ZipError('damaged compressed data');
  } finally {
    await reader.cancel().catch(() => {});
  }
}
