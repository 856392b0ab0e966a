// The CE certificate PDF: one per accreditation, US Letter landscape, in the provider card's
// family (course colour band, company name, same fonts): learner, course, credits (2 decimals),
// completion date, the accreditation statement and, where the accreditor needs them, license numbers.
import { formatIsoDate } from '@shared/rules/date-format';
import { hexColor, PdfPage, textWidth } from './pdf-document';

export interface CmeCertificatePdfInput {
  certificateId: string;
  learnerName: string;
  courseTitle: string;
  courseType: string;
  accreditationName: string;
  accreditor: string;
  statement: string;
  /** Already formatted, e.g. '4.00 Contact Hours'. */
  creditsText: string;
  subCreditsText: string | null;
  completedOn: string;
  licenses: readonly string[];
  color: string;
  companyName: string;
}

const WHITE: [number, number, number] = [255, 255, 255];
const INK: [number, number, number] = [27, 31, 36];
const MUTED: [number, number, number] = [84, 93, 104];

/** Words into lines no wider than `width` at this size. */
function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, 'regular', size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export function renderCmeCertificate(input: CmeCertificatePdfInput): Uint8Array {
  const W = 792;
  const H = 612;
  const page = new PdfPage(W, H);
  const brand = hexColor(input.color);
  page
    .rect(0, 0, W, H, WHITE)
    .strokeRect(18, 18, W - 36, H - 36, brand, 3)
    .strokeRect(26, 26, W - 52, H - 52, brand, 0.75);
  page.rect(26, H - 116, W - 52, 90, brand);
  page.text(input.companyName, 54, H - 66, { size: 22, font: 'bold', color: WHITE });
  page.text('CERTIFICATE OF CONTINUING EDUCATION', W - 54, H - 66, {
    size: 14,
    font: 'bold',
    color: WHITE,
    align: 'right',
  });
  page.text(input.accreditationName, W - 54, H - 90, { size: 11, color: WHITE, align: 'right', maxWidth: 360 });

  page.text('This certifies that', W / 2, 440, { size: 12, color: MUTED, align: 'center' });
  page.text(input.learnerName, W / 2, 404, { size: 30, font: 'bold', color: INK, align: 'center', maxWidth: 640 });
  page.text('has successfully completed', W / 2, 376, { size: 12, color: MUTED, align: 'center' });
  page.text(`${input.courseTitle} (${input.courseType})`, W / 2, 350, {
    size: 18,
    font: 'bold',
    color: INK,
    align: 'center',
    maxWidth: 640,
  });
  page.text(
    `and is awarded ${input.creditsText}${input.subCreditsText ? `, including ${input.subCreditsText}` : ''}`,
    W / 2,
    322,
    { size: 13, color: INK, align: 'center', maxWidth: 640 },
  );

  const field = (label: string, value: string, x: number, width: number) => {
    page.text(label, x, 270, { size: 9, color: MUTED });
    page.text(value, x, 252, { size: 13, font: 'bold', color: INK, maxWidth: width });
  };
  field('COMPLETION DATE', formatIsoDate(input.completedOn), 54, 150);
  field('ACCREDITED BY', input.accreditor, 224, 330);
  field('CERTIFICATE NO.', input.certificateId, 574, 170);

  let y = 214;
  if (input.licenses.length) {
    page.text('LICENSES', 54, y, { size: 9, color: MUTED });
    for (const line of wrap(input.licenses.join('   ·   '), W - 108, 11)) {
      y -= 16;
      page.text(line, 54, y, { size: 11, color: INK });
    }
    y -= 24;
  }
  page.text('ACCREDITATION STATEMENT', 54, y, { size: 9, color: MUTED });
  for (const line of wrap(input.statement, W - 108, 10)) {
    y -= 14;
    page.text(line, 54, y, { size: 10, color: INK });
  }
  page.text('Keep this certificate for your records and report the credits to your board as it requires.', W / 2, 46, {
    size: 9,
    color: MUTED,
    align: 'center',
  });
  return page.toBytes({
    title: `${input.learnerName}: ${input.accreditationName} certificate ${input.certificateId}`,
    author: input.companyName,
  });
}
