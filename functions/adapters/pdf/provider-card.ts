// The provider card PDF: wallet-card proportions, the course colour, holder, dates, card id
// and a QR code linking to the public verification page; and the course's blank card (no holder).
import { formatIsoDate } from '@shared/rules/date-format';
import { hexColor, PdfPage } from './pdf-document';
import { qrMatrix } from './qr-matrix';

export interface ProviderCardPdfInput {
  cardId: string;
  holderName: string;
  courseTitle: string;
  courseType: string;
  issuedOn: string;
  expiresOn: string;
  color: string;
  companyName: string;
  verifyUrl: string;
}

const WHITE: [number, number, number] = [255, 255, 255];
const INK: [number, number, number] = [27, 31, 36];
const MUTED: [number, number, number] = [84, 93, 104];

/** What every card of a course shows: its colour, the company, the course type and title. */
type CourseCard = Pick<ProviderCardPdfInput, 'courseTitle' | 'courseType' | 'color' | 'companyName'>;

/** 3.375 x 2.125 in card at 2x: 486 x 306 pt, framed and banded in the course colour; null: a blank line for the holder. */
function cardFrame(input: CourseCard, holderName: string | null): PdfPage {
  const page = new PdfPage(486, 306);
  const brand = hexColor(input.color);
  page.rect(0, 0, 486, 306, WHITE).strokeRect(6, 6, 474, 294, brand, 2);
  page.rect(6, 236, 474, 64, brand);
  page.text(input.companyName, 22, 274, { size: 16, font: 'bold', color: WHITE });
  page.text(`${input.courseType} PROVIDER`, 464, 274, { size: 16, font: 'bold', color: WHITE, align: 'right' });
  page.text(input.courseTitle, 22, 251, { size: 10, color: WHITE, maxWidth: 440 });
  page.text('This card certifies that', 22, 208, { size: 10, color: MUTED });
  if (holderName === null) page.rect(22, 180, 330, 0.8, MUTED);
  else page.text(holderName, 22, 184, { size: 22, font: 'bold', color: INK, maxWidth: 330 });
  page.text('has successfully completed the course and exam for', 22, 164, { size: 10, color: MUTED });
  page.text(input.courseTitle, 22, 148, { size: 12, font: 'bold', color: INK, maxWidth: 330 });
  return page;
}

// The card id on its own line, then the dates in the one date format (`September 30, 2026` is
// ~116 pt in bold 12 pt), all left of the QR code's margin (x = 352). `y`: the value's baseline.
const FIELDS = [
  { label: 'CARD ID', x: 22, y: 112, width: 326 },
  { label: 'ISSUE DATE', x: 22, y: 78, width: 150 },
  { label: 'EXPIRES', x: 186, y: 78, width: 162 },
] as const;

export function renderProviderCard(input: ProviderCardPdfInput): Uint8Array {
  const page = cardFrame(input, input.holderName);
  const values = [input.cardId, formatIsoDate(input.issuedOn), formatIsoDate(input.expiresOn)];
  for (const [index, field] of FIELDS.entries()) {
    page.text(field.label, field.x, field.y + 16, { size: 8, color: MUTED });
    page.text(values[index]!, field.x, field.y, { size: 12, font: 'bold', color: INK, maxWidth: field.width });
  }

  page.text('Verify this card:', 22, 52, { size: 8, color: MUTED });
  page.text(input.verifyUrl, 22, 40, { size: 8, color: INK, maxWidth: 330 });
  page.link(22, 36, 330, 12, input.verifyUrl);

  // QR code, drawn module by module (no image decoding needed by viewers).
  const qr = qrMatrix(input.verifyUrl);
  const size = qr.size;
  const box = 104;
  const cell = box / size;
  const left = 486 - 22 - box;
  const bottom = 30;
  page.rect(left - 4, bottom - 4, box + 8, box + 8, WHITE);
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (qr.isDark(row, col))
        page.rect(left + col * cell, bottom + (size - 1 - row) * cell, cell + 0.05, cell + 0.05, INK);
    }
  }
  page.link(left, bottom, box, box, input.verifyUrl);
  page.text('Scan to verify', left + box / 2, bottom + box + 10, { size: 8, color: MUTED, align: 'center' });

  return page.toBytes({
    title: `${input.holderName}: ${input.courseType} provider card ${input.cardId}`,
    author: input.companyName,
  });
}

/**
 * The course's card with no holder (the spec's courseBlankProviderCard): the same frame, with blank
 * lines where a holder's name, dates and card id go, and no QR code (there is no card to verify).
 */
export function renderBlankProviderCard(input: CourseCard): Uint8Array {
  const page = cardFrame(input, null);
  for (const field of FIELDS) {
    page.text(field.label, field.x, field.y + 16, { size: 8, color: MUTED });
    page.rect(field.x, field.y - 2, field.width, 0.8, MUTED);
  }
  return page.toBytes({ title: `${input.courseType} provider card`, author: input.companyName });
}
