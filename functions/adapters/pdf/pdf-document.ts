// A small PDF 1.4 writer: one page, the standard Helvetica fonts, filled rectangles, text and
// link annotations. Enough for cards and receipts, and far smaller than a general PDF library
// (pdf-lib alone is ~430 KB minified, over the 400 KB per-function budget). Output is
// deterministic: the same drawing gives the same bytes (no dates or random ids inside).

type Rgb = [number, number, number];
type Font = 'regular' | 'bold';

const FONT_NAMES: Record<Font, string> = { regular: 'F1', bold: 'F2' };

/** Helvetica advance widths (per 1000 em) for printable ASCII, from the standard AFM metrics. */
const WIDTHS: Record<Font, number[]> = {
  regular: [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584],
  bold: [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584],
};

export function textWidth(text: string, font: Font, size: number): number {
  let units = 0;
  for (const char of text) units += WIDTHS[font][char.charCodeAt(0) - 32] ?? 556;
  return (units * size) / 1000;
}

/** Latin-1 text with PDF string escapes; characters outside WinAnsi become '?'. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code >= 32 && code <= 126) out += char;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `(${out})`;
}

const num = (value: number) => (Math.round(value * 100) / 100).toString();
const color = ([r, g, b]: Rgb) => `${num(r / 255)} ${num(g / 255)} ${num(b / 255)}`;

export function hexColor(hex: string): Rgb {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '000000';
  return [parseInt(value.slice(0, 2), 16), parseInt(value.slice(2, 4), 16), parseInt(value.slice(4, 6), 16)];
}

export class PdfPage {
  private readonly ops: string[] = [];
  private readonly links: { rect: [number, number, number, number]; uri: string }[] = [];

  /** Coordinates are PDF points from the bottom-left corner. */
  constructor(readonly width: number, readonly height: number) {}

  rect(x: number, y: number, w: number, h: number, fill: Rgb): this {
    this.ops.push(`${color(fill)} rg ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f`);
    return this;
  }

  strokeRect(x: number, y: number, w: number, h: number, stroke: Rgb, lineWidth = 1): this {
    this.ops.push(`${color(stroke)} RG ${num(lineWidth)} w ${num(x)} ${num(y)} ${num(w)} ${num(h)} re S`);
    return this;
  }

  text(value: string, x: number, y: number, options: { size: number; font?: Font; color?: Rgb; align?: 'left' | 'center' | 'right'; maxWidth?: number }): this {
    const font = options.font ?? 'regular';
    let size = options.size;
    // Shrink long values (names, course titles) to fit instead of overflowing the card.
    while (options.maxWidth && size > 6 && textWidth(value, font, size) > options.maxWidth) size -= 0.5;
    const width = textWidth(value, font, size);
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    this.ops.push(`BT ${color(options.color ?? [0, 0, 0])} rg /${FONT_NAMES[font]} ${num(size)} Tf ${num(left)} ${num(y)} Td ${pdfString(value)} Tj ET`);
    return this;
  }

  link(x: number, y: number, w: number, h: number, uri: string): this {
    this.links.push({ rect: [x, y, x + w, y + h], uri });
    return this;
  }

  /** The page as a PDF file. */
  toBytes(info: { title: string; author: string }): Uint8Array {
    const content = this.ops.join('\n');
    const objects: string[] = [];
    const annots = this.links.map((_, i) => `${8 + i} 0 R`).join(' ');
    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    objects.push('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(this.width)} ${num(this.height)}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R${annots ? ` /Annots [${annots}]` : ''} >>`,
    );
    objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    objects.push(`<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer (CertifyMed) >>`);
    for (const link of this.links) {
      objects.push(`<< /Type /Annot /Subtype /Link /Rect [${link.rect.map(num).join(' ')}] /Border [0 0 0] /A << /S /URI /URI ${pdfString(link.uri)} >> >>`);
    }

    let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
    const offsets: number[] = [];
    objects.forEach((object, i) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return new Uint8Array(Buffer.from(body, 'latin1'));
  }
}
