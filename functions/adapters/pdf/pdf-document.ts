// A small PDF 1.4 writer: one page, filled rectangles, text and link annotations. Enough for
// cards and receipts, and far smaller than a general PDF library (pdf-lib is ~430 KB minified).
// Text is set in Noto Sans (regular and bold), embedded as a subset of the glyphs the page uses,
// so names in any Latin script, Greek or Cyrillic print as written (Nguyễn, Łukasz, Ødegård,
// Zoë) and copy out as text (ToUnicode). Output is deterministic: the same drawing gives the same
// bytes (no dates, no random ids; the subset tag is a hash of the glyphs).
import { createHash } from 'node:crypto';
import { brotliDecompressSync, deflateSync } from 'node:zlib';
import { NOTO_SANS_BOLD, NOTO_SANS_REGULAR } from './fonts/noto-sans';
import { parseTrueType, type TrueTypeFont } from './truetype';

type Rgb = [number, number, number];
type Font = 'regular' | 'bold';

const FACES: Record<Font, { data: string; resource: string; stemV: number }> = {
  regular: { data: NOTO_SANS_REGULAR, resource: 'F1', stemV: 80 },
  bold: { data: NOTO_SANS_BOLD, resource: 'F2', stemV: 140 },
};
const parsed: Partial<Record<Font, TrueTypeFont>> = {};

/** Decoded on first use, once per container. */
function face(font: Font): TrueTypeFont {
  parsed[font] ??= parseTrueType(brotliDecompressSync(Buffer.from(FACES[font].data, 'base64')));
  return parsed[font];
}

/** A glyph of the face and the characters it stands for (for copy and search). */
interface Glyph {
  id: number;
  text: string;
}

/** Characters to glyphs, one by one; what the font lacks (CJK, Arabic...) prints as '?'. */
function glyphsOf(text: string, font: Font): Glyph[] {
  const f = face(font);
  const glyphs: Glyph[] = [];
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) continue;
    const id = f.glyphOf(codePoint);
    glyphs.push(id ? { id, text: char } : { id: f.glyphOf(0x3f), text: '?' });
  }
  return glyphs;
}

export function textWidth(text: string, font: Font, size: number): number {
  const f = face(font);
  const units = glyphsOf(text, font).reduce((sum, glyph) => sum + f.advance(glyph.id), 0);
  return (units * size) / f.unitsPerEm;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();
const color = ([r, g, b]: Rgb) => `${num(r / 255)} ${num(g / 255)} ${num(b / 255)}`;
const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');

/** A PDF text string: literal when printable ASCII, else UTF-16BE with a byte order mark. */
function pdfString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  return `<FEFF${[...text].map((c) => utf16Hex(c)).join('')}>`;
}

function utf16Hex(char: string): string {
  let out = '';
  for (let i = 0; i < char.length; i += 1) out += hex4(char.charCodeAt(i));
  return out;
}

export function hexColor(hex: string): Rgb {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '000000';
  return [parseInt(value.slice(0, 2), 16), parseInt(value.slice(2, 4), 16), parseInt(value.slice(4, 6), 16)];
}

/** Drawn text waits for toBytes: its glyph codes are known once the subset is. */
interface TextRun {
  font: Font;
  glyphs: Glyph[];
  /** Operators before the string (colour, font size, position). */
  setup: string;
}

export class PdfPage {
  private readonly ops: (string | TextRun)[] = [];
  private readonly links: { rect: [number, number, number, number]; uri: string }[] = [];

  /** Coordinates are PDF points from the bottom-left corner. */
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  rect(x: number, y: number, w: number, h: number, fill: Rgb): this {
    this.ops.push(`${color(fill)} rg ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f`);
    return this;
  }

  strokeRect(x: number, y: number, w: number, h: number, stroke: Rgb, lineWidth = 1): this {
    this.ops.push(`${color(stroke)} RG ${num(lineWidth)} w ${num(x)} ${num(y)} ${num(w)} ${num(h)} re S`);
    return this;
  }

  text(
    value: string,
    x: number,
    y: number,
    options: { size: number; font?: Font; color?: Rgb; align?: 'left' | 'center' | 'right'; maxWidth?: number },
  ): this {
    const font = options.font ?? 'regular';
    let size = options.size;
    // Shrink long values (names, course titles) to fit instead of overflowing the card.
    while (options.maxWidth && size > 6 && textWidth(value, font, size) > options.maxWidth) size -= 0.5;
    const width = textWidth(value, font, size);
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    this.ops.push({
      font,
      glyphs: glyphsOf(value, font),
      setup: `BT ${color(options.color ?? [0, 0, 0])} rg /${FACES[font].resource} ${num(size)} Tf ${num(left)} ${num(y)} Td`,
    });
    return this;
  }

  link(x: number, y: number, w: number, h: number, uri: string): this {
    this.links.push({ rect: [x, y, x + w, y + h], uri });
    return this;
  }

  /** The page as a PDF file. */
  toBytes(info: { title: string; author: string }): Uint8Array {
    const objects = new PdfObjects();
    const catalog = objects.reserve();
    const pages = objects.reserve();
    const page = objects.reserve();
    const infoRef = objects.add(
      `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer (CertifyMed) >>`,
    );

    // Each face used: a subset of its glyphs, renumbered; the content refers to the new ids.
    const fonts: string[] = [];
    const codes = new Map<Font, Map<number, number>>();
    for (const font of ['regular', 'bold'] as const) {
      const used = new Map<number, string>();
      for (const op of this.ops)
        if (typeof op !== 'string' && op.font === font)
          for (const glyph of op.glyphs) if (!used.has(glyph.id)) used.set(glyph.id, glyph.text);
      if (used.size === 0) continue;
      const embedded = embedFont(objects, font, used);
      codes.set(font, embedded.newGlyph);
      fonts.push(`/${FACES[font].resource} ${embedded.ref} 0 R`);
    }

    const content = this.ops
      .map((op) =>
        typeof op === 'string'
          ? op
          : `${op.setup} <${op.glyphs.map((glyph) => hex4(codes.get(op.font)!.get(glyph.id)!)).join('')}> Tj ET`,
      )
      .join('\n');
    const contentRef = objects.add(stream('', Buffer.from(content, 'latin1')));
    const annots = this.links.map((link) =>
      objects.add(
        `<< /Type /Annot /Subtype /Link /Rect [${link.rect.map(num).join(' ')}] /Border [0 0 0] /A << /S /URI /URI ${pdfString(asciiUri(link.uri))} >> >>`,
      ),
    );

    objects.set(catalog, `<< /Type /Catalog /Pages ${pages} 0 R >>`);
    objects.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
    objects.set(
      page,
      `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${num(this.width)} ${num(this.height)}] /Resources << /Font << ${fonts.join(' ')} >> >> /Contents ${contentRef} 0 R${annots.length ? ` /Annots [${annots.map((a) => `${a} 0 R`).join(' ')}]` : ''} >>`,
    );
    return objects.toBytes(catalog, infoRef);
  }
}

/** A Type 0 font over the subset (CIDs are the subset's glyph ids), with widths and a ToUnicode map. */
function embedFont(
  objects: PdfObjects,
  font: Font,
  used: Map<number, string>,
): { ref: number; newGlyph: Map<number, number> } {
  const f = face(font);
  const codePoints = [...used]
    .filter(([, text]) => [...text].length === 1)
    .map(([id, text]): [number, number] => [text.codePointAt(0)!, id]);
  const { bytes, newGlyph } = f.subset(used.keys(), codePoints);
  const scale = 1000 / f.unitsPerEm;
  const ids = [...newGlyph.keys()].sort((a, b) => newGlyph.get(a)! - newGlyph.get(b)!);
  const name = `${subsetTag(f.postScriptName, ids)}+${f.postScriptName}`;

  const file = objects.add(stream(` /Length1 ${bytes.length}`, Buffer.from(bytes)));
  const descriptor = objects.add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${f.bbox.map((v) => Math.round(v * scale)).join(' ')}] /ItalicAngle ${num(f.italicAngle)} ` +
      `/Ascent ${Math.round(f.ascent * scale)} /Descent ${Math.round(f.descent * scale)} /CapHeight ${Math.round(f.capHeight * scale)} /StemV ${FACES[font].stemV} /FontFile2 ${file} 0 R >>`,
  );
  const widths = ids.map((id) => Math.round(f.advance(id) * scale)).join(' ');
  const cidFont = objects.add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${descriptor} 0 R /DW ${Math.round(f.advance(0) * scale)} /W [0 [${widths}]] /CIDToGIDMap /Identity >>`,
  );
  const toUnicode = objects.add(
    stream('', Buffer.from(toUnicodeCMap([...used].map(([id, text]) => [newGlyph.get(id)!, text])), 'latin1')),
  );
  const ref = objects.add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
  );
  return { ref, newGlyph };
}

/** Six capital letters naming this subset (PDF convention), derived from its glyphs so output stays deterministic. */
function subsetTag(fontName: string, glyphs: number[]): string {
  const digest = createHash('sha256')
    .update(`${fontName}:${glyphs.join(',')}`)
    .digest();
  return [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

function toUnicodeCMap(entries: [number, string][]): string {
  const sorted = [...entries].sort((a, b) => a[0] - b[0]);
  const blocks: string[] = [];
  // At most 100 entries per bfchar block.
  for (let i = 0; i < sorted.length; i += 100) {
    const block = sorted.slice(i, i + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map(([code, text]) => `<${hex4(code)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** URIs in annotations are 7-bit: anything else is percent-encoded. */
const asciiUri = (uri: string) => uri.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));

/** A compressed stream object; `extra` adds dictionary entries. */
function stream(extra: string, data: Buffer): Buffer {
  const packed = deflateSync(data);
  return Buffer.concat([
    Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode${extra} >>\nstream\n`, 'latin1'),
    packed,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** Numbered objects, the cross-reference table and the trailer. */
class PdfObjects {
  private readonly bodies: Buffer[] = [];

  reserve(): number {
    this.bodies.push(Buffer.alloc(0));
    return this.bodies.length;
  }

  add(body: string | Buffer): number {
    const ref = this.reserve();
    this.set(ref, body);
    return ref;
  }

  set(ref: number, body: string | Buffer): void {
    this.bodies[ref - 1] = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  }

  toBytes(root: number, info: number): Uint8Array {
    const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
    let length = chunks[0]!.length;
    const offsets: number[] = [];
    this.bodies.forEach((body, i) => {
      offsets.push(length);
      const object = Buffer.concat([
        Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
        body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      chunks.push(object);
      length += object.length;
    });
    const count = this.bodies.length + 1;
    chunks.push(
      Buffer.from(
        `xref\n0 ${count}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
          `trailer\n<< /Size ${count} /Root ${root} 0 R /Info ${info} 0 R >>\nstartxref\n${length}\n%%EOF\n`,
        'latin1',
      ),
    );
    return new Uint8Array(Buffer.concat(chunks));
  }
}
