// Plain-text files: which encoding they use, and whether they are text at all.
// UTF-8 and UTF-16 (with or without BOM) are read as such; anything else that is
// still text is read as Windows-1252, the usual encoding of older Western files.

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

// Above this share of control characters (other than whitespace) a file is binary.
// GNU info files legitimately hold a few NUL and 0x1F separators.
const maxControlShare = 0.01;

export function byteOrderMark(head: Uint8Array): { encoding: TextEncodingName; length: number } | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/** UTF-16 without a BOM shows as a NUL in every other byte of ASCII-heavy text. */
function utf16WithoutBom(head: Uint8Array): TextEncodingName | null {
  const sample = head.subarray(0, 4096 - (Math.min(head.length, 4096) % 2));
  if (sample.length < 4) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0) evenNuls++;
    if (sample[i + 1] === 0) oddNuls++;
  }
  const pairs = sample.length / 2;
  if (oddNuls > pairs * 0.4 && evenNuls < pairs * 0.05) return 'utf-16le';
  if (evenNuls > pairs * 0.4 && oddNuls < pairs * 0.05) return 'utf-16be';
  return null;
}

const isControl = (code: number) =>
  code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c && code !== 0x0b;

// Windows-1252 differs from Latin-1 in 0x80–0x9F; undefined bytes map to U+FFFD.
const cp1252High = '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFDŽ\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFDžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    text += String.fromCharCode(
      ...Array.from(chunk, (b) => (b >= 0x80 && b < 0xa0 ? (cp1252High.charCodeAt(b - 0x80) ?? 0xfffd) : b)),
    );
  }
  return text;
}

/**
 * Checks a plain-text upload as its bytes stream in: decides the encoding from
 * the first bytes and counts control characters, so binary data named .txt is refused.
 */
export class TextFileCheck {
  #head: Uint8Array[] = [];
  #headLength = 0;
  #encoding: TextEncodingName | null = null;
  #decoder: TextDecoder | null = null;
  #units = 0;
  #controls = 0;

  push(bytes: Uint8Array): void {
    if (this.#encoding === null) {
      this.#head.push(bytes);
      this.#headLength += bytes.length;
      if (this.#headLength >= 4096) this.#start();
      return;
    }
    this.#scan(bytes, true);
  }

  /** The encoding, or null when the file is not text. A truncated input may end mid-character. */
  finish({ truncated = false } = {}): TextEncodingName | null {
    if (this.#encoding === null) this.#start();
    if (!truncated) this.#scan(new Uint8Array(0), false);
    if (this.#units === 0) return this.#encoding;
    return this.#controls / this.#units > maxControlShare ? null : this.#encoding;
  }

  #start() {
    const head = new Uint8Array(this.#headLength);
    let offset = 0;
    for (const part of this.#head) {
      head.set(part, offset);
      offset += part.length;
    }
    this.#head = [];
    const bom = byteOrderMark(head);
    this.#encoding = bom?.encoding ?? utf16WithoutBom(head) ?? 'utf-8';
    if (this.#encoding !== 'windows-1252')
      this.#decoder = new TextDecoder(this.#encoding, { fatal: true, ignoreBOM: false });
    this.#scan(head, true);
  }

  #scan(bytes: Uint8Array, more: boolean) {
    if (this.#decoder) {
      try {
        const text = this.#decoder.decode(bytes, { stream: more });
        this.#units += text.length;
        for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) this.#controls++;
        return;
      } catch {
        // Not valid UTF-8/16 after all: an 8-bit encoding, or binary.
        if (this.#encoding !== 'utf-8') {
          this.#controls = this.#units = 1; // invalid UTF-16 is not text
          this.#decoder = null;
          return;
        }
        this.#encoding = 'windows-1252';
        this.#decoder = null;
      }
    }
    if (this.#encoding === 'windows-1252') {
      this.#units += bytes.length;
      for (const byte of bytes) if (isControl(byte)) this.#controls++;
    }
  }
}

/** The longest prefix of `bytes` not over `max` that ends on a whole character of `encoding`. */
function wholeCharacters(bytes: Uint8Array, max: number, encoding: TextEncodingName): Uint8Array {
  if (bytes.length <= max) return bytes;
  let end = max;
  if (encoding === 'utf-8') while (end > 0 && ((bytes[end] as number) & 0xc0) === 0x80) end--;
  if (encoding === 'utf-16le' || encoding === 'utf-16be') end -= end % 2;
  return bytes.subarray(0, end);
}

/**
 * Decodes a plain-text file, honouring its BOM or detected encoding. Only the
 * first `maxBytes` are read: a file of 50 MB would not fit a Worker as a string.
 */
export function decodeTextFile(
  bytes: Uint8Array,
  maxBytes = Number.POSITIVE_INFINITY,
): { text: string; encoding: TextEncodingName } | null {
  const check = new TextFileCheck();
  check.push(bytes.subarray(0, maxBytes));
  const encoding = check.finish({ truncated: bytes.length > maxBytes });
  if (!encoding) return null;
  const whole = wholeCharacters(bytes, maxBytes, encoding);
  const text = encoding === 'windows-1252' ? decodeWindows1252(whole) : new TextDecoder(encoding).decode(whole);
  return { text, encoding };
}
