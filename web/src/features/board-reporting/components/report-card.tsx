// One CE Broker report: its status in words, what was (or will be) sent, CE Broker's reply as it
// came, and what is wrong in plain words with the fix: a refused license number links to the license
// form (a child route of this page, so saving comes back here), then "Send again".
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BoardReport } from '@shared/contracts/board-reporting';
import { formatCredits } from '@shared/rules/continuing-education';
import { Button, Heading } from '@web/components/ui';
import { DateText } from '@web/components/date-text';
import { useRetryBoardReport } from '../api/retry-board-report';
import { dateTime, STATUS_LABELS } from './report-status';

export function ReportCard({
  report,
  editLicenseHref,
  level = 3,
}: {
  report: BoardReport;
  editLicenseHref: (id: string) => string;
  /** Its heading's level: one below the list's. */
  level?: 3 | 4;
}) {
  const headingId = useId();
  const retry = useRetryBoardReport();
  const [refusal, setRefusal] = useState<string | null>(null);
  const sent = report.submission;
  const sendAgain = async () => {
    setRefusal(null);
    const reply = await retry.mutateAsync(report.id);
    if (reply.status === 422) setRefusal(Object.values(reply.body.errors).flat()[0] ?? null);
    else if (reply.status === 404 || reply.status === 409) setRefusal(reply.body.message);
  };
  return (
    <article className="card report-card" aria-labelledby={headingId}>
      <div className="report-card__header">
        <Heading level={level} id={headingId} className="report-card__title">
          {report.courseName}: {report.certificate.name}
        </Heading>
        <span className={`report-status report-status--${report.status}`}>{STATUS_LABELS[report.status]}</span>
      </div>
      <p className="muted report-card__board">
        {report.board}, for the {report.boardName}
      </p>

      {report.problem ? (
        <div className={`report-problem report-problem--${report.problem.kind}`}>
          <p>{report.problem.message}</p>
          {report.problem.editLicenseId ? (
            <Link className="report-problem__link" to={editLicenseHref(report.problem.editLicenseId)}>
              Edit license {report.license?.license ?? ''}
            </Link>
          ) : null}
        </div>
      ) : null}

      <dl className="report-details">
        <div>
          <dt>Licensee</dt>
          <dd>{sent.licenseeName || '—'}</dd>
        </div>
        <div>
          <dt>License</dt>
          <dd>
            {sent.stateId} {sent.professionCode} {sent.licenseNumber || '—'}
          </dd>
        </div>
        <div>
          <dt>Course</dt>
          <dd>
            {sent.courseName} (CE Broker course <span className="nowrap">{sent.courseNumber}</span>)
          </dd>
        </div>
        <div>
          <dt>Completed</dt>
          <dd>
            <DateText value={sent.completedOn} />
          </dd>
        </div>
        <div>
          <dt>Credit hours</dt>
          <dd>{formatCredits(sent.creditHours)}</dd>
        </div>
        <div>
          <dt>{sent.sentAt ? 'Sent' : 'To be sent'}</dt>
          <dd>
            {sent.sentAt ? dateTime(sent.sentAt) : report.nextAttemptAt ? `by ${dateTime(report.nextAttemptAt)}` : '—'}
            {report.attempts > 1 ? ` (${report.attempts} sends)` : ''}
          </dd>
        </div>
        {report.ceBrokerId ? (
          <div>
            <dt>CE Broker id</dt>
            <dd>{report.ceBrokerId}</dd>
          </div>
        ) : null}
        {report.reply && report.status !== 'accepted' ? (
          <div>
            <dt>CE Broker's reply</dt>
            <dd>
              {report.reply.code ? `${report.reply.code}: ` : ''}
              {report.reply.message}
            </dd>
          </div>
        ) : null}
        {report.status === 'failed' && report.nextAttemptAt ? (
          <div>
            <dt>Next try</dt>
            <dd>{dateTime(report.nextAttemptAt)}</dd>
          </div>
        ) : null}
      </dl>

      {report.status === 'rejected' || report.status === 'failed' ? (
        <div className="row">
          <Button
            variation="primary"
            size="small"
            isDisabled={!report.canRetry}
            isLoading={retry.isPending}
            loadingText="Sending…"
            onClick={() => void sendAgain()}
            aria-describedby={report.canRetry ? undefined : `${headingId}-wait`}
          >
            Send again
          </Button>
          {report.canRetry ? null : (
            <span id={`${headingId}-wait`} className="muted small">
              {report.license
                ? 'Just sent: you can send it again in a minute.'
                : 'Its state license was deleted, so it cannot be sent again.'}
            </span>
          )}
        </div>
      ) : null}
      <div aria-live="polite">
        {refusal ? <p className="report-problem report-problem--license">{refusal}</p> : null}
      </div>
    </article>
  );
}
