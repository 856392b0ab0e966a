// Invite by CSV: the file (text/csv) is read in the browser (papaparse, loaded when a file is
// picked) and every row checked (email, duplicates, dates as yyyy-mm-dd); the preview shows each
// row's errors before anything is sent. Then the file itself is sent (multipart `import_file`): the
// server checks it with the same rules, invites the valid rows and reports the others. Sending the
// same file again invites nobody twice (the server skips addresses already invited).
import { useId, useState } from 'react';
import {
  INVITE_CSV_PARSE_OPTIONS,
  INVITE_FILE_FIELD,
  INVITE_FILE_MAX_BYTES,
  INVITE_FILE_REQUIRED_MESSAGE,
  INVITE_FILE_SIZE_MESSAGE,
  INVITE_FILE_TYPE_MESSAGE,
  MAX_INVITES_PER_SEND,
  TOO_MANY_INVITES,
  checkInviteCsv,
  isCsvFile,
  type CsvRowResult,
} from '@shared/rules/group-invitations';
import { fieldErrorsOf } from '@web/lib/api';
import { Button, Heading, TableScroll } from '@web/components/ui';
import { useInviteMembers } from '../api/invitations';
import { InviteResult, type InviteOutcome } from './invite-result';

export function CsvInvites() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<CsvRowResult[] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<InviteOutcome | null>(null);
  const invite = useInviteMembers();

  const read = async (file: File | undefined) => {
    setRows(null);
    setOutcome(null);
    setFile(null);
    if (!file) return setFileError(INVITE_FILE_REQUIRED_MESSAGE);
    if (!isCsvFile(file.name, file.type)) return setFileError(INVITE_FILE_TYPE_MESSAGE);
    if (file.size > INVITE_FILE_MAX_BYTES) return setFileError(INVITE_FILE_SIZE_MESSAGE);
    setFileError(null);
    const { default: Papa } = await import('papaparse');
    setRows(
      checkInviteCsv(
        await file.text(),
        (text) => Papa.parse<Record<string, string>>(text, INVITE_CSV_PARSE_OPTIONS).data,
      ),
    );
    setFile(file);
  };
  const valid = rows?.flatMap((r) => (r.row ? [r.row] : [])) ?? [];
  const send = async () => {
    if (!file) return;
    const form = new FormData();
    form.append(INVITE_FILE_FIELD, file);
    const reply = await invite.mutateAsync(form);
    if (reply.status === 200) setOutcome(reply.body);
    else {
      const errors = fieldErrorsOf<string>(reply);
      setFileError((errors[INVITE_FILE_FIELD] ?? errors.base ?? []).join(' ') || null);
    }
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <Heading level={2} id={`${id}-title`}>
        Invite by CSV
      </Heading>
      <label className="group-select" htmlFor={`${id}-file`}>
        CSV file (columns: email, first name, last name; dates as yyyy-mm-dd)
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void read(event.target.files?.[0])}
          aria-describedby={fileError ? `${id}-error` : undefined}
          aria-invalid={!!fileError}
        />
      </label>
      {fileError ? (
        <p id={`${id}-error`} className="group-error" role="alert">
          {fileError}
        </p>
      ) : null}
      {rows ? (
        <TableScroll label="Preview of the file">
          <table className="group-table">
            <caption>
              Preview: {valid.length} of {rows.length} rows ready to invite
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Email</th>
                <th scope="col">Name</th>
                <th scope="col">Problems</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.line}>
                  <th scope="row">{r.line}</th>
                  <td>{r.row?.email ?? ''}</td>
                  <td>{r.row ? `${r.row.firstName} ${r.row.lastName}`.trim() : ''}</td>
                  <td className={r.errors.length ? 'group-error' : undefined}>{r.errors.join('; ') || 'None'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {outcome ? (
        <InviteResult
          outcome={outcome}
          onAgain={() => {
            setOutcome(null);
            setRows(null);
          }}
        />
      ) : rows ? (
        <>
          {valid.length > MAX_INVITES_PER_SEND ? (
            <p className="group-error" role="alert">
              {TOO_MANY_INVITES}
            </p>
          ) : null}
          <Button
            variation="primary"
            onClick={() => void send()}
            isDisabled={valid.length === 0 || valid.length > MAX_INVITES_PER_SEND}
            isLoading={invite.isPending}
            loadingText="Sending…"
          >
            Send {valid.length} invitation{valid.length === 1 ? '' : 's'}
          </Button>
        </>
      ) : null}
    </section>
  );
}
