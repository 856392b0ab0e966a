// CSV of the portal's exports: quoting and spreadsheet-formula neutralising, and the streaming
// writer (one chunk per batch of rows read, so a large view never sits in memory whole).
import { Readable } from 'node:stream';
import { beforeEach, expect, it, vi } from 'vitest';
import type { MemberRow } from '@functions/data/group-members';
import { groupScopeForJob } from '@functions/lib/group-scope';

const batches = vi.hoisted(() => ({ rows: [] as MemberRow[][], read: 0 }));
vi.mock('@functions/data/group-members', async (original) => ({
  ...(await original<object>()),
  memberRowBatches: async function* () {
    for (const batch of batches.rows) {
      batches.read += 1;
      yield batch;
    }
  },
}));

const { csvChunks, csvLine } = await import('@functions/domain/groups/csv-export');

const member = (firstName: string, lastName: string, extra: Partial<MemberRow> = {}): MemberRow => ({
  groupId: 'g',
  userId: `${firstName}-${lastName}`,
  groupAdmin: false,
  joinedAt: '2026-01-01T00:00:00.000Z',
  firstName,
  lastName,
  email: `${firstName}@example.com`,
  status: 'compliant',
  pendingCourses: {},
  compliantCourses: 1,
  nonCompliantCourses: 0,
  ce: 2,
  lastSignInAt: null,
  version: 1,
  ...extra,
});

beforeEach(() => {
  batches.rows = [];
  batches.read = 0;
});

it('quotes fields with commas, quotes or line breaks and doubles quotes; empty for null', () => {
  expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', null, 3, true])).toBe(
    'plain,"a,b","say ""hi""","two\nlines",,3,true',
  );
});

it('neutralises a leading =, +, - or @ so a spreadsheet does not run it', () => {
  expect(csvLine(['=SUM(A1)', '+1', '-2', '@cmd', 'ok=1'])).toBe("'=SUM(A1),'+1,'-2,'@cmd,ok=1");
});

it('streams the header, then one CRLF chunk per batch as it is read, formulas neutralised and the count kept', async () => {
  batches.rows = [
    [member('Ann', 'Able'), member('=cmd()', 'Baker, Jr.', { groupAdmin: true, status: 'needs_attention' })],
    [member('Cy', 'Cole', { lastSignInAt: '2026-02-03T04:05:06.000Z' })],
  ];
  const counted = { rows: 0 };
  const chunks = csvChunks(groupScopeForJob('g'), { kind: 'members', query: { sort: 'name' } }, '2026-03-01', counted);
  const first = await chunks.next();
  expect(first.value).toBe(
    'First Name,Last Name,Email,Status,Enrolled Courses,In Compliance,Out Of Compliance,CE,Last Sign In,Admin\r\n',
  );
  expect(batches.read).toBe(0);
  const second = await chunks.next();
  expect(batches.read).toBe(1);
  expect(second.value).toBe(
    'Ann,Able,Ann@example.com,Compliant,,1,0,2,,No\r\n\'=cmd(),"Baker, Jr.",\'=cmd()@example.com,Needs Attention,,1,0,2,,Yes\r\n',
  );
  const rest: string[] = [];
  for await (const part of chunks) rest.push(part);
  expect(rest).toEqual(['Cy,Cole,Cy@example.com,Compliant,,1,0,2,2026-02-03,No\r\n']);
  expect(counted.rows).toBe(3);
});

it("tests each row of the name view for a search, and a Readable over the chunks is the upload's body", async () => {
  batches.rows = [[member('Ann', 'Able'), member('Bo', 'Nash')], [member('Al', 'Ash')]];
  const counted = { rows: 0 };
  let text = '';
  for await (const part of Readable.from(
    csvChunks(groupScopeForJob('g'), { kind: 'members', query: { search: 'ash' } }, '2026-03-01', counted),
  ))
    text += String(part);
  expect(
    text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]),
  ).toEqual(['Bo', 'Al']);
  expect(counted.rows).toBe(2);
});
