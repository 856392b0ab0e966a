import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderBlankProviderCard, renderProviderCard } from '@functions/adapters/pdf/provider-card';
import { textWidth } from '@functions/adapters/pdf/pdf-document';
import { subsetFace } from '@functions/adapters/pdf/fonts/build-noto-sans';
import { NOTO_SANS_BOLD, NOTO_SANS_REGULAR } from '@functions/adapters/pdf/fonts/noto-sans';
import { parseTrueType } from '@functions/adapters/pdf/truetype';
import { childId, parseChildId } from '@functions/domain/learning/ids';

const HOLDER = 'Nguyễn Thị Ødegård-Łukasz Zoë';
const input = {
  cardId: 'ACLS-2026-7KQ2M9XH4D',
  holderName: HOLDER,
  courseTitle: 'Advanced Cardiovascular Life Support',
  courseType: 'ACLS',
  issuedOn: '2026-11-22',
  expiresOn: '2028-11-22',
  color: '#A4161A',
  companyName: 'CertifyMed',
  verifyUrl: 'https://app.example/verify/ACLS-2026-7KQ2M9XH4D?token=AbCdEfGhIjKlMnOpQrSt_-',
};

/** Just enough of a PDF reader for our own output: objects, streams, fonts, shown text. */
function readPdf(bytes: Uint8Array) {
  const text = Buffer.from(bytes).toString('latin1');
  const objects = new Map<number, { dict: string; data?: Buffer }>();
  for (const match of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj\n/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf('>>\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt + 2);
    const raw = Buffer.from(body.slice(streamAt + '>>\nstream\n'.length, body.length - '\nendstream'.length), 'latin1');
    expect(raw.length, dict).toBe(Number(/\/Length (\d+)/.exec(dict)![1]));
    objects.set(Number(match[1]), { dict, data: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)![1]);
  const page = [...objects.values()].find((o) => o.dict.includes('/Type /Page '))!;
  const fonts = new Map<string, { name: string; toUnicode: Map<number, string>; file: Buffer; widths: number[] }>();
  for (const [, resource, number] of page.dict.matchAll(/\/(F\d) (\d+) 0 R/g)) {
    const type0 = objects.get(Number(number))!.dict;
    const cidFont = objects.get(Number(/\/DescendantFonts \[(\d+) 0 R\]/.exec(type0)![1]))!.dict;
    const descriptor = objects.get(ref(cidFont, 'FontDescriptor'))!.dict;
    const cmap = objects.get(ref(type0, 'ToUnicode'))!.data!.toString('latin1');
    const toUnicode = new Map<number, string>();
    for (const [, code, unicode] of cmap.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/g))
      toUnicode.set(parseInt(code!, 16), Buffer.from(unicode!, 'hex').swap16().toString('utf16le'));
    fonts.set(resource!, {
      name: /\/BaseFont \/(\S+)/.exec(type0)![1]!,
      toUnicode,
      file: objects.get(ref(descriptor, 'FontFile2'))!.data!,
      widths: /\/W \[0 \[([\d ]+)\]\]/.exec(cidFont)![1]!.split(' ').map(Number),
    });
  }
  const content = objects.get(ref(page.dict, 'Contents'))!.data!.toString('latin1');
  const runs = [...content.matchAll(/\/(F\d) [\d.]+ Tf [\d.-]+ [\d.-]+ Td <([0-9A-F]*)> Tj/g)].map(
    ([, resource, hex]) => {
      const codes = (hex!.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16));
      return { resource: resource!, codes, text: codes.map((c) => fonts.get(resource!)!.toUnicode.get(c)).join('') };
    },
  );
  return { text, objects, fonts, runs };
}

describe('provider card PDF', () => {
  it('is a well-formed PDF whose xref offsets point at the objects they name', () => {
    const text = Buffer.from(renderProviderCard(input)).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(10);
    for (const [i, offset] of offsets.entries()) {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    }
  });

  it('prints names outside Latin-1 as written: every shown string decodes through the embedded fonts to the input', () => {
    const pdf = readPdf(renderProviderCard(input));
    expect(pdf.runs.map((run) => run.text)).toEqual([
      'CertifyMed',
      'ACLS PROVIDER',
      'Advanced Cardiovascular Life Support',
      'This card certifies that',
      HOLDER,
      'has successfully completed the course and exam for',
      'Advanced Cardiovascular Life Support',
      'CARD ID',
      'ACLS-2026-7KQ2M9XH4D',
      'ISSUE DATE',
      'November 22, 2026',
      'EXPIRES',
      'November 22, 2028',
      'Verify this card:',
      input.verifyUrl,
      'Scan to verify',
    ]);
    expect(pdf.runs.find((run) => run.text === HOLDER)!.resource).toBe('F2');
    expect(pdf.text).toContain(`/URI (${input.verifyUrl})`);
    // The title names the holder (UTF-16 with a byte order mark when it needs to).
    expect(pdf.text).toContain(
      `/Title <FEFF${Buffer.from(`${HOLDER}: ACLS provider card ACLS-2026-7KQ2M9XH4D`, 'utf16le').swap16().toString('hex').toUpperCase()}>`,
    );
  });

  it("renders the course's blank card (courseBlankProviderCard): the same frame and labels, no holder, values, link or QR code", () => {
    const bytes = renderBlankProviderCard(input);
    const pdf = readPdf(bytes);
    expect(pdf.runs.map((run) => run.text)).toEqual([
      'CertifyMed',
      'ACLS PROVIDER',
      'Advanced Cardiovascular Life Support',
      'This card certifies that',
      'has successfully completed the course and exam for',
      'Advanced Cardiovascular Life Support',
      'CARD ID',
      'ISSUE DATE',
      'EXPIRES',
    ]);
    expect(pdf.text).not.toContain('/URI');
    expect(Buffer.from(renderBlankProviderCard(input)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('embeds a subset of Noto Sans whose glyphs are the ones the codes name', () => {
    const pdf = readPdf(renderProviderCard(input));
    const faces = {
      'NotoSans-Regular': parseTrueType(brotliDecompressSync(Buffer.from(NOTO_SANS_REGULAR, 'base64'))),
      'NotoSans-Bold': parseTrueType(brotliDecompressSync(Buffer.from(NOTO_SANS_BOLD, 'base64'))),
    };
    expect([...pdf.fonts.values()].map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))).toEqual([
      'NotoSans-Regular',
      'NotoSans-Bold',
    ]);
    for (const run of pdf.runs) {
      const font = pdf.fonts.get(run.resource)!;
      const embedded = parseTrueType(font.file);
      const full = faces[font.name.slice(7) as keyof typeof faces];
      expect(embedded.numGlyphs).toBeLessThan(full.numGlyphs / 10);
      [...run.text].forEach((char, i) => {
        const code = run.codes[i]!;
        // CIDToGIDMap is Identity: the code is the glyph id in the embedded font, mapped from the same character.
        expect(embedded.glyphOf(char.codePointAt(0)!), char).toBe(code);
        expect(embedded.advance(code)).toBe(full.advance(full.glyphOf(char.codePointAt(0)!)));
        expect(font.widths[code]).toBe(Math.round((embedded.advance(code) * 1000) / embedded.unitsPerEm));
      });
    }
  });

  it('prints what the fonts lack (CJK) as ? rather than dropping it or an empty box', () => {
    const pdf = readPdf(renderProviderCard({ ...input, holderName: '山田 Анна Κώστας' }));
    expect(pdf.runs.map((run) => run.text)).toContain('?? Анна Κώστας');
  });

  it('is deterministic for the same data', () => {
    expect(Buffer.from(renderProviderCard(input)).equals(Buffer.from(renderProviderCard(input)))).toBe(true);
    expect(
      Buffer.from(renderProviderCard({ ...input, holderName: 'Other Name' })).equals(
        Buffer.from(renderProviderCard(input)),
      ),
    ).toBe(false);
  });

  it('measures text with the font it embeds', () => {
    // Noto Sans advance widths (1000 units per em): M 907/943, i 258/299, ễ 564/597.
    expect(textWidth('MMMM', 'regular', 10)).toBeCloseTo(36.28);
    expect(textWidth('ii', 'bold', 10)).toBeCloseTo(5.98);
    expect(textWidth('ễ', 'bold', 10)).toBeCloseTo(5.97);
    expect(textWidth('Nguyễn', 'regular', 10)).toBeCloseTo(textWidth('Nguyễn'.normalize('NFD'), 'regular', 10));
  });

  it('reads as text in poppler (when pdftotext is installed)', {
    skip: spawnSync('pdftotext', ['-v']).error !== undefined,
  }, () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'card-')), 'card.pdf');
    writeFileSync(file, renderProviderCard({ ...input, holderName: `${HOLDER} Анна Κώστας` }));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`${HOLDER} Анна Κώστας`);
    expect(text).toContain('ACLS-2026-7KQ2M9XH4D');
  });
});

describe('the embedded Noto Sans subset', () => {
  it('is exactly what build-noto-sans.ts makes from the npm package (regenerate after changing either)', () => {
    expect(
      brotliDecompressSync(Buffer.from(NOTO_SANS_REGULAR, 'base64')).equals(Buffer.from(subsetFace('regular'))),
    ).toBe(true);
    expect(brotliDecompressSync(Buffer.from(NOTO_SANS_BOLD, 'base64')).equals(Buffer.from(subsetFace('bold')))).toBe(
      true,
    );
  });

  it('covers Latin with its extensions (Vietnamese included), Greek and Cyrillic', () => {
    const regular = parseTrueType(brotliDecompressSync(Buffer.from(NOTO_SANS_REGULAR, 'base64')));
    for (const char of 'AzÀÿĀžƠưȘțẠỹΑωΆАяЁђҐ’“”€№™ʻ')
      expect(regular.glyphOf(char.codePointAt(0)!), char).toBeGreaterThan(0);
    expect(regular.glyphOf('山'.codePointAt(0)!)).toBe(0);
  });
});

describe('child ids', () => {
  it('round-trip and reject anything else', () => {
    const parent = '8e2f4a61-7c3b-4d9e-a1f5-2b6c8d0e4f17';
    expect(parseChildId(childId(parent, 0))).toEqual({ parentUuid: parent, index: 0 });
    expect(parseChildId(childId(parent, 41))).toEqual({ parentUuid: parent, index: 41 });
    for (const bad of ['', parent, `${parent}_`, `${parent}_x`, `../${parent}_1`, `${parent}_1_2`])
      expect(parseChildId(bad), bad).toBeNull();
  });
});
