import { describe, expect, it } from 'vitest';
import { renderProviderCard } from '../../functions/adapters/pdf/provider-card';
import { textWidth } from '../../functions/adapters/pdf/pdf-document';
import { childId, parseChildId } from '../../functions/domain/learning/ids';

const input = {
  cardId: 'ACLS-2026-000123', holderName: 'José Álvarez (RN)', courseTitle: 'Advanced Cardiovascular Life Support', courseType: 'ACLS',
  issuedOn: '2026-11-22', expiresOn: '2028-11-22', color: '#A4161A', companyName: 'CertifyMed', verifyUrl: 'https://app.example/verify/ACLS-2026-000123',
};

describe('provider card PDF', () => {
  it('is a well-formed PDF with the holder, dates, card id and a verification link', () => {
    const text = Buffer.from(renderProviderCard(input)).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Jos\\351 \\301lvarez \\(RN\\))');
    expect(text).toContain('(11/22/2026)');
    expect(text).toContain('(11/22/2028)');
    expect(text).toContain('(ACLS-2026-000123)');
    expect(text).toContain('/URI (https://app.example/verify/ACLS-2026-000123)');
    // The xref offsets point at the objects they name.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it('is deterministic for the same data', () => {
    expect(Buffer.from(renderProviderCard(input)).equals(Buffer.from(renderProviderCard(input)))).toBe(true);
    expect(Buffer.from(renderProviderCard({ ...input, holderName: 'Other Name' })).equals(Buffer.from(renderProviderCard(input)))).toBe(false);
  });

  it('measures Helvetica text for alignment', () => {
    expect(textWidth('MMMM', 'regular', 10)).toBeCloseTo(33.32);
    expect(textWidth('ii', 'bold', 10)).toBeCloseTo(5.56);
  });
});

describe('child ids', () => {
  it('round-trip and reject anything else', () => {
    const parent = '8e2f4a61-7c3b-4d9e-a1f5-2b6c8d0e4f17';
    expect(parseChildId(childId(parent, 0))).toEqual({ parentUuid: parent, index: 0 });
    expect(parseChildId(childId(parent, 41))).toEqual({ parentUuid: parent, index: 41 });
    for (const bad of ['', parent, `${parent}_`, `${parent}_x`, `../${parent}_1`, `${parent}_1_2`]) expect(parseChildId(bad), bad).toBeNull();
  });
});
