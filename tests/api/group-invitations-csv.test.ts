// Invitations from a CSV file: POST /api/groups/invitations.json as multipart/form-data with
// `import_file`, through the local gateway (which passes the form base64-encoded, as API Gateway
// does). The rows are checked with the preview's rules; valid rows are invited, invalid ones reported.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addGroupMember } from '@functions/data/groups';
import { getGroupInvite } from '@functions/data/group-invitations';
import { INVITE_FILE_SIZE_MESSAGE } from '@shared/rules/group-invitations';
import { ApiClient, outboxEmails } from '../support/api-client';
import { groupWithAdmin, PASSWORD, signedIn, signUpUser } from './group-fixtures';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const PATH = '/api/groups/invitations.json';
const address = (name: string) => `${name}-${randomUUID()}@example.com`;

/** A multipart body with the file in `import_file`. */
function csvForm(text: string, filename = 'staff.csv', type = 'text/csv'): FormData {
  const form = new FormData();
  form.append('import_file', new Blob([text], { type }), filename);
  return form;
}

describe('POST /api/groups/invitations.json with a CSV file (multipart import_file)', () => {
  it('invites the rows of a file (quoted fields, BOM) and sends each one email', async () => {
    const group = await groupWithAdmin(0);
    const [ann, bo] = [address('ann'), address('bo')];
    const reply = await group.admin.post(
      PATH,
      csvForm(
        `\uFEFFEmail,First Name,Last Name,Hire Date\n"${ann}","Ann, RN",Lee,2024-01-02\n${bo.toUpperCase()},Bo,Park,\n`,
      ),
    );
    expect(reply).toMatchObject({
      status: 200,
      body: {
        invited: [ann, bo],
        skipped: [],
        invalidRows: [],
        toaster: { type: 'success', message: '2 invitations sent.' },
      },
    });
    const mails = await outboxEmails(stack, ann);
    expect(mails).toHaveLength(1);
    // The quoted name is read whole; it stays with the invitation (the email greets nobody by an admin-typed name).
    expect((await getGroupInvite(group.groupId, ann))?.firstName).toBe('Ann, RN');
    expect(mails[0]!.text).not.toMatch(/Ann/);
  });

  it('invites the valid rows and reports the invalid ones with their line', async () => {
    const group = await groupWithAdmin(0);
    const good = address('good');
    const reply = await group.admin.post(
      PATH,
      csvForm(
        `email,first_name,hire_date\n${good},Gail,2024-01-02\nnot-an-email,Ned,\n${good},Gail,\n,Nobody,\n${address('late')},Lou,01/02/2024\n`,
      ),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.invited).toEqual([good]);
    expect(reply.body.invalidRows).toEqual([
      { line: 3, errors: ['Email not-an-email is invalid'] },
      { line: 4, errors: [`Email ${good} appears more than once in the file`] },
      { line: 5, errors: ['Email is required'] },
      { line: 6, errors: ['hire_date must be a date as yyyy-mm-dd'] },
    ]);
  });

  it('422 on import_file when no row is valid, listing each row; nothing is sent', async () => {
    const group = await groupWithAdmin(0);
    const reply = await group.admin.post(PATH, csvForm('email,start_date\nbad,2024-13-01\n,\n\nx@y,2024-01-01\n'));
    expect(reply).toMatchObject({
      status: 422,
      body: {
        errors: {
          import_file: [
            'No row of the file can be invited',
            'Line 2: Email bad is invalid; start_date must be a date as yyyy-mm-dd',
            'Line 5: Email x@y is invalid',
          ],
        },
      },
    });
    expect((await group.admin.post(PATH, csvForm('email,first_name\n'))).body).toEqual({
      errors: { import_file: ['The file has no rows to invite'] },
    });
  });

  it('refuses a file that is not a CSV, a missing file, a file over 1 MB (422) and a body far over it (413)', async () => {
    const group = await groupWithAdmin(0);
    expect(
      await group.admin.post(
        PATH,
        csvForm(
          `email\n${address('a')}\n`,
          'staff.xlsx',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ),
      ),
    ).toMatchObject({ status: 422, body: { errors: { import_file: ['The file must be a CSV (text/csv)'] } } });
    const noFile = new FormData();
    noFile.append('note', 'no file here');
    expect(await group.admin.post(PATH, noFile)).toMatchObject({
      status: 422,
      body: { errors: { import_file: ['A file is required'] } },
    });
    const row = `${'a'.repeat(60)}@example.com\n`;
    const justOver = `email\n${row.repeat(Math.ceil((1024 * 1024 + 1024) / row.length))}`;
    expect(await group.admin.post(PATH, csvForm(justOver))).toMatchObject({
      status: 422,
      body: { errors: { import_file: [INVITE_FILE_SIZE_MESSAGE] } },
    });
    const farOver = 'a'.repeat(2 * 1024 * 1024);
    expect(await group.admin.post(PATH, csvForm(farOver))).toMatchObject({
      status: 413,
      body: { errors: { base: ['The request is too large.'] } },
    });
  });

  it('re-uploading the same file invites nobody twice', async () => {
    const group = await groupWithAdmin(0);
    const emails = [address('re'), address('up')];
    const file = `email\n${emails.join('\n')}\n`;
    expect((await group.admin.post(PATH, csvForm(file))).body.invited).toEqual(emails);
    const again = await group.admin.post(PATH, csvForm(file));
    expect(again).toMatchObject({
      status: 200,
      body: { invited: [], skipped: emails.map((email) => ({ email, reason: 'Already invited' })) },
    });
    for (const email of emails) expect(await outboxEmails(stack, email)).toHaveLength(1);
  });

  it('the same file posted twice at once: each address is invited once, with one email', async () => {
    const group = await groupWithAdmin(0);
    const emails = Array.from({ length: 6 }, (_, i) => address(`race${i}`));
    const file = `email,first_name\n${emails.map((email) => `${email},Ray`).join('\n')}\n`;
    const replies = await Promise.all([1, 2].map(() => group.admin.post(PATH, csvForm(file))));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.flatMap((reply) => reply.body.invited as string[]).sort()).toEqual([...emails].sort());
    for (const email of emails) expect(await outboxEmails(stack, email)).toHaveLength(1);
  });

  it('a plain member is refused (403), an anonymous visitor too (401)', async () => {
    const group = await groupWithAdmin(0);
    const plain = await signUpUser('Pat', 'Plain');
    await addGroupMember(group.groupId, plain.id, false);
    const member = await signedIn(plain.email, PASSWORD);
    const email = address('nope');
    expect((await member.post(PATH, csvForm(`email\n${email}\n`))).status).toBe(403);
    const visitor = new ApiClient(stack.url);
    await visitor.bootstrap();
    expect((await visitor.post(PATH, csvForm(`email\n${email}\n`))).status).toBe(401);
    expect(await outboxEmails(stack, email)).toHaveLength(0);
  });
});
