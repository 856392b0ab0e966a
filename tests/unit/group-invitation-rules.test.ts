// Invite-by-email entries and the CSV import's row checks (quoted fields and BOM through papaparse).
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  INVITE_CSV_PARSE_OPTIONS,
  checkInviteCsv,
  checkInviteRows,
  inviteButtonLabel,
  isCsvFile,
  isEmail,
  splitEmailEntries,
} from '@shared/rules/group-invitations';

describe('splitEmailEntries', () => {
  it('splits pasted text on commas and whitespace, lowercased', () => {
    expect(splitEmailEntries('a@x.com, B@x.com\tc@x.com\nd@x.com  e@x.com')).toEqual([
      'a@x.com',
      'b@x.com',
      'c@x.com',
      'd@x.com',
      'e@x.com',
    ]);
  });
  it('takes the address out of the Name <address> form', () => {
    expect(splitEmailEntries('Ann Lee <ann@x.com>, "Bo, Jr" <bo@x.com> cy@x.com')).toEqual([
      'ann@x.com',
      'bo@x.com',
      'cy@x.com',
    ]);
  });
});

it('labels the button Invite N Member(s)', () => {
  expect([0, 1, 2].map(inviteButtonLabel)).toEqual(['Invite 0 Members', 'Invite 1 Member', 'Invite 2 Members']);
  expect([isEmail('a@b.co'), isEmail('a@b'), isEmail('a b@c.d')]).toEqual([true, false, false]);
});

describe('checkInviteRows (CSV import)', () => {
  const parse = (text: string) =>
    Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' }).data;

  it('reads quoted fields and a BOM, and the usual column spellings', () => {
    const rows = checkInviteRows(parse('\uFEFFEmail,First Name,last_name\n"ann@x.com","Ann, RN","Lee"\n'));
    expect(rows).toEqual([{ line: 2, row: { email: 'ann@x.com', firstName: 'Ann, RN', lastName: 'Lee' }, errors: [] }]);
  });

  it('reports per row: missing and invalid email, duplicates, dates not yyyy-mm-dd', () => {
    const rows = checkInviteRows(
      parse(
        'email,first_name,hire_date\n,Ann,2024-01-02\nbad,Bo,\nc@x.com,Cy,01/02/2024\nC@x.com,Cy,2024-02-30\nd@x.com,Di,2024-02-29\n',
      ),
    );
    expect(rows.map((r) => [r.line, r.errors])).toEqual([
      [2, ['Email is required']],
      [3, ['Email bad is invalid']],
      [4, ['hire_date must be a date as yyyy-mm-dd']],
      [5, ['Email c@x.com appears more than once in the file', 'hire_date must be a date as yyyy-mm-dd']],
      [6, []],
    ]);
    expect(rows[4]!.row).toEqual({ email: 'd@x.com', firstName: 'Di', lastName: '' });
  });

  it("holds names to the JSON rows' caps: 100 characters, no control characters", () => {
    const rows = checkInviteRows([
      { email: 'a@x.com', first_name: 'A'.repeat(101), last_name: 'Lee' },
      { email: 'b@x.com', first_name: 'Bo', last_name: 'Le\u0000e' },
      { email: 'c@x.com', first_name: 'C'.repeat(100), last_name: 'Zoë' },
    ]);
    expect(rows.map((r) => r.errors)).toEqual([
      ['First name is too long (maximum is 100 characters)'],
      ['Last name must not contain control characters'],
      [],
    ]);
    expect(rows.map((r) => r.row === null)).toEqual([true, true, false]);
  });
});

describe('checkInviteCsv (the same parse in the browser preview and on the server)', () => {
  const parseRows = (text: string) => Papa.parse<Record<string, string>>(text, INVITE_CSV_PARSE_OPTIONS).data;

  it('skips blank rows but keeps every row on its line of the file, and strips a BOM', () => {
    const rows = checkInviteCsv('\uFEFFemail,first_name\n\nbad,Bo\n,\nann@x.com,Ann\n', parseRows);
    expect(rows.map((r) => [r.line, r.row?.email ?? null, r.errors])).toEqual([
      [3, null, ['Email bad is invalid']],
      [5, 'ann@x.com', []],
    ]);
  });

  it('takes a .csv name or the text/csv type', () => {
    expect([
      isCsvFile('staff.csv', ''),
      isCsvFile('STAFF.CSV', 'application/vnd.ms-excel'),
      isCsvFile('export', 'text/csv'),
      isCsvFile('staff.xlsx', 'application/octet-stream'),
    ]).toEqual([true, true, true, false]);
  });
});
