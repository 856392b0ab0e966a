// A TrueType (glyf) font reader and subsetter: enough to embed the glyphs a PDF uses. It reads
// the character map and advance widths and writes a new font holding only the glyphs asked for
// (plus the components of composite glyphs), renumbered from 1 in original order. Layout
// features (GSUB/GPOS, kerning) are dropped: the card prints names letter by letter.
// Far smaller and faster to load than fontkit (~740 KB minified, ~80 ms to import).

export interface TrueTypeFont {
  postScriptName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  bbox: [number, number, number, number];
  numGlyphs: number;
  /** Glyph id for a code point; 0 (.notdef) when the font has none. */
  glyphOf(codePoint: number): number;
  /** Every mapped code point and its glyph, in code point order. */
  codePoints(): [number, number][];
  /** Advance width in font units. */
  advance(glyph: number): number;
  /**
   * A font with glyph 0 and `glyphs` (and their components), renumbered in original order, with a
   * character map for the code points given. `newGlyph` maps original ids to the subset's ids.
   */
  subset(
    glyphs: Iterable<number>,
    codePoints?: Iterable<[number, number]>,
  ): { bytes: Uint8Array; newGlyph: Map<number, number> };
}

// Tables copied as they are; the others we write, or drop (layout features, hinting metrics).
const COPIED = ['OS/2', 'name', 'cvt ', 'fpgm', 'prep', 'gasp'];

const ARG_1_AND_2_ARE_WORDS = 0x1;
const WE_HAVE_A_SCALE = 0x8;
const MORE_COMPONENTS = 0x20;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x40;
const WE_HAVE_A_TWO_BY_TWO = 0x80;

export function parseTrueType(input: Uint8Array): TrueTypeFont {
  // A plain view: a Node Buffer's slice() shares memory, and the subset edits its slices.
  const bytes = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  const data = viewOf(bytes);
  if (data.getUint32(0) !== 0x00010000 && data.getUint32(0) !== 0x74727565)
    throw new Error('Not a TrueType font with glyf outlines');
  const tables = new Map<string, { offset: number; length: number }>();
  for (let i = 0, count = data.getUint16(4); i < count; i += 1) {
    const record = 12 + i * 16;
    tables.set(String.fromCharCode(...bytes.subarray(record, record + 4)), {
      offset: data.getUint32(record + 8),
      length: data.getUint32(record + 12),
    });
  }
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`Font has no ${tag} table`);
    return found;
  };
  const raw = (tag: string) => bytes.subarray(table(tag).offset, table(tag).offset + table(tag).length);

  const head = table('head').offset;
  const unitsPerEm = data.getUint16(head + 18);
  const longLoca = data.getInt16(head + 50) === 1;
  const numGlyphs = data.getUint16(table('maxp').offset + 4);
  const hhea = table('hhea').offset;
  const numberOfHMetrics = data.getUint16(hhea + 34);
  const hmtx = table('hmtx').offset;
  const loca = table('loca').offset;
  const glyf = table('glyf').offset;
  const os2 = tables.get('OS/2');
  const post = tables.get('post');

  const advance = (glyph: number) => data.getUint16(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));
  const leftSideBearing = (glyph: number) =>
    glyph < numberOfHMetrics
      ? data.getInt16(hmtx + 4 * glyph + 2)
      : data.getInt16(hmtx + 4 * numberOfHMetrics + 2 * (glyph - numberOfHMetrics));
  const glyphRange = (glyph: number): [number, number] =>
    longLoca
      ? [data.getUint32(loca + 4 * glyph), data.getUint32(loca + 4 * glyph + 4)]
      : [data.getUint16(loca + 2 * glyph) * 2, data.getUint16(loca + 2 * glyph + 2) * 2];

  const cmap = readCmap(data, table('cmap').offset);

  /** Glyphs a composite glyph is built from (their ids as stored, and where each id sits). */
  function components(glyph: number): { glyph: number; at: number }[] {
    const [start, end] = glyphRange(glyph);
    if (end - start < 10 || data.getInt16(glyf + start) >= 0) return [];
    const found: { glyph: number; at: number }[] = [];
    let at = glyf + start + 10;
    for (;;) {
      const flags = data.getUint16(at);
      found.push({ glyph: data.getUint16(at + 2), at: at + 2 - glyf - start });
      at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
      if (flags & WE_HAVE_A_SCALE) at += 2;
      else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
      else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
      if (!(flags & MORE_COMPONENTS)) return found;
    }
  }

  return {
    postScriptName: readPostScriptName(data, bytes, tables.get('name')) ?? 'Embedded',
    unitsPerEm,
    ascent: data.getInt16(hhea + 4),
    descent: data.getInt16(hhea + 6),
    capHeight: os2 && data.getUint16(os2.offset) >= 2 ? data.getInt16(os2.offset + 88) : data.getInt16(hhea + 4),
    italicAngle: post ? data.getInt32(post.offset + 4) / 65536 : 0,
    bbox: [data.getInt16(head + 36), data.getInt16(head + 38), data.getInt16(head + 40), data.getInt16(head + 42)],
    numGlyphs,
    glyphOf: (codePoint) => cmap.get(codePoint) ?? 0,
    codePoints: () => [...cmap].sort((a, b) => a[0] - b[0]),
    advance,

    subset(wanted, codePoints = []) {
      const keep = new Set<number>();
      const visit = (glyph: number) => {
        if (glyph >= numGlyphs || keep.has(glyph)) return;
        keep.add(glyph);
        for (const part of components(glyph)) visit(part.glyph);
      };
      for (const glyph of [0, ...wanted]) visit(glyph);
      const order = [...keep].sort((a, b) => a - b);
      const newGlyph = new Map(order.map((glyph, index) => [glyph, index]));

      // glyf and loca (long offsets), composite references renumbered, each glyph 4-byte aligned.
      const pieces: Uint8Array[] = [];
      const offsets = [0];
      let size = 0;
      for (const glyph of order) {
        const [start, end] = glyphRange(glyph);
        const piece = bytes.slice(glyf + start, glyf + end);
        const view = viewOf(piece);
        for (const part of components(glyph)) view.setUint16(part.at, newGlyph.get(part.glyph)!);
        const padded = new Uint8Array(align4(piece.length));
        padded.set(piece);
        pieces.push(padded);
        size += padded.length;
        offsets.push(size);
      }
      const newGlyf = concat(pieces);
      const newLoca = new Uint8Array(offsets.length * 4);
      for (const [i, offset] of offsets.entries()) viewOf(newLoca).setUint32(i * 4, offset);

      const newHmtx = new Uint8Array(order.length * 4);
      order.forEach((glyph, i) => {
        viewOf(newHmtx).setUint16(i * 4, advance(glyph));
        viewOf(newHmtx).setInt16(i * 4 + 2, leftSideBearing(glyph));
      });

      const newHead = raw('head').slice();
      viewOf(newHead).setUint32(8, 0);
      viewOf(newHead).setInt16(50, 1);
      const newHhea = raw('hhea').slice();
      viewOf(newHhea).setUint16(34, order.length);
      const newMaxp = raw('maxp').slice();
      viewOf(newMaxp).setUint16(4, order.length);
      // post format 3: no glyph names, same angle and underline metrics.
      const newPost = (post ? raw('post') : new Uint8Array(32)).slice(0, 32);
      viewOf(newPost).setUint32(0, 0x00030000);

      const mapped = [...codePoints]
        .filter(([, glyph]) => newGlyph.has(glyph))
        .map(([cp, glyph]): [number, number] => [cp, newGlyph.get(glyph)!]);
      const out = new Map<string, Uint8Array>([
        ['cmap', writeCmap(mapped)],
        ['glyf', newGlyf],
        ['head', newHead],
        ['hhea', newHhea],
        ['hmtx', newHmtx],
        ['loca', newLoca],
        ['maxp', newMaxp],
        ['post', newPost],
      ]);
      for (const tag of COPIED) if (tables.has(tag)) out.set(tag, raw(tag).slice());
      return { bytes: writeFont(out), newGlyph };
    },
  };
}

function readCmap(data: DataView, cmap: number): Map<number, number> {
  const map = new Map<number, number>();
  const subtables: { platform: number; encoding: number; offset: number }[] = [];
  for (let i = 0, count = data.getUint16(cmap + 2); i < count; i += 1) {
    const record = cmap + 4 + i * 8;
    subtables.push({
      platform: data.getUint16(record),
      encoding: data.getUint16(record + 2),
      offset: cmap + data.getUint32(record + 4),
    });
  }
  // Full Unicode (format 12) first, then the BMP (format 4).
  const rank = (s: { platform: number; encoding: number }) =>
    s.platform === 3 && s.encoding === 10
      ? 0
      : s.platform === 0 && s.encoding === 4
        ? 1
        : s.platform === 3 && s.encoding === 1
          ? 2
          : s.platform === 0
            ? 3
            : 9;
  const best = subtables.filter((s) => rank(s) < 9).sort((a, b) => rank(a) - rank(b))[0];
  if (!best) throw new Error('Font has no Unicode character map');
  const at = best.offset;
  const format = data.getUint16(at);
  if (format === 12) {
    for (let i = 0, groups = data.getUint32(at + 12); i < groups; i += 1) {
      const group = at + 16 + i * 12;
      const first = data.getUint32(group);
      const last = data.getUint32(group + 4);
      const glyph = data.getUint32(group + 8);
      for (let cp = first; cp <= last; cp += 1) map.set(cp, glyph + cp - first);
    }
  } else if (format === 4) {
    const segments = data.getUint16(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s += 1) {
      const end = data.getUint16(ends + s * 2);
      const delta = data.getUint16(deltas + s * 2);
      const rangeOffset = data.getUint16(rangeOffsets + s * 2);
      for (let cp = data.getUint16(starts + s * 2); cp <= end && cp !== 0xffff; cp += 1) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
        else {
          const stored = data.getUint16(rangeOffsets + s * 2 + rangeOffset + (cp - data.getUint16(starts + s * 2)) * 2);
          glyph = stored === 0 ? 0 : (stored + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(cp, glyph);
      }
    }
  } else {
    throw new Error(`Unsupported character map format ${format}`);
  }
  return map;
}

function readPostScriptName(
  data: DataView,
  bytes: Uint8Array,
  name: { offset: number } | undefined,
): string | undefined {
  if (!name) return undefined;
  const count = data.getUint16(name.offset + 2);
  const strings = name.offset + data.getUint16(name.offset + 4);
  for (let i = 0; i < count; i += 1) {
    const record = name.offset + 6 + i * 12;
    if (data.getUint16(record + 6) !== 6) continue;
    const platform = data.getUint16(record);
    const start = strings + data.getUint16(record + 10);
    const text = bytes.subarray(start, start + data.getUint16(record + 8));
    if (platform === 3 || platform === 0)
      return String.fromCharCode(
        ...Array.from({ length: text.length / 2 }, (_, j) => (text[j * 2]! << 8) | text[j * 2 + 1]!),
      );
    if (platform === 1) return String.fromCharCode(...text);
  }
  return undefined;
}

/** A Windows Unicode BMP character map (format 4), plus format 12 when a code point lies beyond it. */
function writeCmap(entries: [number, number][]): Uint8Array {
  const sorted = [...entries].sort((a, b) => a[0] - b[0]);
  const bmp = sorted.filter(([cp]) => cp < 0xffff);
  const wide = sorted.length > bmp.length;

  // Runs of consecutive code points whose glyphs are consecutive too share one segment.
  const segments: { start: number; end: number; delta: number }[] = [];
  for (const [cp, glyph] of bmp) {
    const last = segments.at(-1);
    if (last && cp === last.end + 1 && ((glyph - cp) & 0xffff) === last.delta) last.end = cp;
    else segments.push({ start: cp, end: cp, delta: (glyph - cp) & 0xffff });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const count = segments.length;
  const format4 = new DataView(new ArrayBuffer(16 + count * 8));
  const power = 2 ** Math.floor(Math.log2(count));
  format4.setUint16(0, 4);
  format4.setUint16(2, format4.byteLength);
  format4.setUint16(6, count * 2);
  format4.setUint16(8, power * 2);
  format4.setUint16(10, Math.log2(power));
  format4.setUint16(12, count * 2 - power * 2);
  segments.forEach((segment, i) => {
    format4.setUint16(14 + i * 2, segment.end);
    format4.setUint16(16 + count * 2 + i * 2, segment.start);
    format4.setUint16(16 + count * 4 + i * 2, segment.delta);
    // idRangeOffset stays 0.
  });

  let format12: DataView | undefined;
  if (wide) {
    const groups: { start: number; end: number; glyph: number }[] = [];
    for (const [cp, glyph] of sorted) {
      const last = groups.at(-1);
      if (last && cp === last.end + 1 && glyph === last.glyph + (cp - last.start)) last.end = cp;
      else groups.push({ start: cp, end: cp, glyph });
    }
    format12 = new DataView(new ArrayBuffer(16 + groups.length * 12));
    format12.setUint16(0, 12);
    format12.setUint32(4, format12.byteLength);
    format12.setUint32(12, groups.length);
    groups.forEach((group, i) => {
      format12!.setUint32(16 + i * 12, group.start);
      format12!.setUint32(20 + i * 12, group.end);
      format12!.setUint32(24 + i * 12, group.glyph);
    });
  }

  const records = format12 ? 2 : 1;
  const header = new DataView(new ArrayBuffer(4 + records * 8));
  header.setUint16(2, records);
  header.setUint16(4, 3);
  header.setUint16(6, 1);
  header.setUint32(8, header.byteLength);
  if (format12) {
    header.setUint16(12, 3);
    header.setUint16(14, 10);
    header.setUint32(16, header.byteLength + format4.byteLength);
  }
  return concat([
    new Uint8Array(header.buffer),
    new Uint8Array(format4.buffer),
    ...(format12 ? [new Uint8Array(format12.buffer)] : []),
  ]);
}

/** The table directory, tables in tag order padded to 4 bytes, checksums and head's adjustment. */
function writeFont(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const headerLength = 12 + tags.length * 16;
  const total = headerLength + tags.reduce((sum, tag) => sum + align4(tables.get(tag)!.length), 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = headerLength;
  let headOffset = 0;
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    const record = 12 + i * 16;
    for (let c = 0; c < 4; c += 1) view.setUint8(record + c, tag.charCodeAt(c));
    out.set(data, offset);
    view.setUint32(record + 4, checksum(out, offset, data.length));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, data.length);
    if (tag === 'head') headOffset = offset;
    offset += align4(data.length);
  });
  if (headOffset) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(out, 0, out.length)) >>> 0);
  return out;
}

function checksum(bytes: Uint8Array, offset: number, length: number): number {
  let sum = 0;
  for (let i = 0; i < align4(length); i += 4) {
    const word =
      ((bytes[offset + i] ?? 0) << 24) |
      ((bytes[offset + i + 1] ?? 0) << 16) |
      ((bytes[offset + i + 2] ?? 0) << 8) |
      (bytes[offset + i + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}

const align4 = (n: number) => (n + 3) & ~3;
const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
