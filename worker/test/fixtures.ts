// Real documents built in code, for tests that run inside workerd (no file system there).
const encoder = new TextEncoder();

/** A line of a fixture page set in its own font size (a slide's title, a heading). */
export type SizedLine = { text: string; size: number };

/**
 * A valid PDF with one page of Helvetica text per entry of `pages`: a string
 * (lines split on \n, 11 pt) or lines each in its own size; `landscape` pages
 * are slides.
 */
export function makePdf(
  pages: (string | SizedLine[])[],
  info: { title?: string; landscape?: boolean } = {},
): Uint8Array {
  const pdfString = (s: string) => s.replace(/[\\()]/g, (ch) => `\\${ch}`);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages tree, filled in below
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  const [width, height] = info.landscape ? [842, 595] : [612, 842];
  for (const page of pages) {
    const lines = typeof page === 'string' ? page.split('\n').map((text) => ({ text, size: 11 })) : page;
    // Each line one baseline below the last, by its size and a third more.
    const shows = lines.map((l, i) => {
      const step = i === 0 ? `50 ${height - 60} Td` : `0 ${-Math.round(l.size * 1.3)} Td`;
      return `/F1 ${l.size} Tf ${step} (${pdfString(l.text)}) Tj`;
    });
    const stream = ['BT', ...shows, 'ET'].join('\n');
    const content = add(`<< /Length ${encoder.encode(stream).length} >>\nstream\n${stream}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoId = info.title ? add(`<< /Title (${pdfString(info.title)}) >>`) : null;

  const chunks = ['%PDF-1.4\n'];
  let length = chunks[0]?.length ?? 0; // the fixture's text is ASCII: characters are bytes
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = `${i + 1} 0 obj\n${body}\nendobj\n`;
    chunks.push(object);
    length += encoder.encode(object).length;
  });
  let out = chunks.join('');
  const xref = length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${infoId ? ` /Info ${infoId} 0 R` : ''} >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  return encoder.encode(out);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid zip (stored, no compression) of the given files. */
export function makeZip(files: Record<string, string | Uint8Array>): Uint8Array {
  const chunks: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = typeof content === 'string' ? encoder.encode(content) : content;
    const nameBytes = encoder.encode(name);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    chunks.push(new Uint8Array(local.buffer), nameBytes, data);
    directory.push(new Uint8Array(central.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directorySize = directory.reduce((sum, c) => sum + c.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, Object.keys(files).length, true);
  end.setUint16(10, Object.keys(files).length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  const all = [...chunks, ...directory, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const c of all) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const xmlEscape = (s: string) =>
  s.replace(/[<>&]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[ch] as string);

/** A minimal but real Word document: headings ("# ") and paragraphs. */
export function makeDocx(paragraphs: string[], extraParts: Record<string, string> = {}): Uint8Array {
  const body = paragraphs
    .map((p) =>
      p.startsWith('# ')
        ? `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${xmlEscape(p.slice(2))}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`,
    )
    .join('');
  return makeZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ...extraParts,
  });
}

/** The first bytes of an OLE compound file, as Word writes password-protected .docx and old .doc files. */
export function makeOle(withEncryptedPackage: boolean): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  if (withEncryptedPackage) {
    const name = Array.from('EncryptedPackage').flatMap((ch) => [ch.charCodeAt(0), 0]);
    bytes.set(name, 1024);
  }
  return bytes;
}
