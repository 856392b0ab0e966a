// The CE certificate PDF: deterministic, and (read by poppler when installed) it says what the
// accreditor needs: learner, course, credits to 2 decimals, completion date, licenses, statement.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCmeCertificate } from '@functions/adapters/pdf/cme-certificate';

const input = {
  certificateId: 'BLS-ANCC-8E2F4A61',
  learnerName: 'Zoë Nguyễn Ødegård',
  courseTitle: 'Basic Life Support',
  courseType: 'BLS',
  accreditationName: 'Nursing Contact Hours',
  accreditor: 'Nursing Continuing Education Board (sample)',
  statement:
    'This activity is approved for nursing continuing professional development contact hours by the Nursing Continuing Education Board (sample accreditor).',
  creditsText: '4.00 Contact Hours',
  subCreditsText: '1.00 Pharmacology Hours',
  completedOn: '2025-01-22',
  licenses: ['FL RN License Number RN999999'],
  color: '#0B6E4F',
  companyName: 'CertifyMed',
};

describe('renderCmeCertificate', () => {
  it('is a PDF, the same bytes for the same data', () => {
    const bytes = renderCmeCertificate(input);
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(renderCmeCertificate(input)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('reads as text in poppler (when pdftotext is installed)', {
    skip: spawnSync('pdftotext', ['-v']).error !== undefined,
  }, () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cme-pdf-')), 'certificate.pdf');
    writeFileSync(file, renderCmeCertificate(input));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const expected of [
      'Zoë Nguyễn Ødegård',
      'Basic Life Support (BLS)',
      '4.00 Contact Hours',
      '1.00 Pharmacology Hours',
      'January 22, 2025',
      'RN999999',
      'BLS-ANCC-8E2F4A61',
      'Nursing Continuing Education Board',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
