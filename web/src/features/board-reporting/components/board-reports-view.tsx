// The body of the direct-board-reporting tab: which of the learner's state licenses report to CE
// Broker (and any number that will be refused), then each report of the course. The license form opens in the page's
// outlet (a child route), and the list is read again when it closes: a fixed number shows at once.
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import type { ReportingLicense } from '@shared/contracts/board-reporting';
import { paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { QueryState } from '@web/components/query-state';
import { useBoardReports } from '../api/list-board-reports';
import { ReportCard } from './report-card';

export function BoardReportsView({ courseId, baseHref }: { courseId: string; baseHref: string }) {
  const reports = useBoardReports(courseId);
  const { pathname } = useLocation();
  const editing = pathname !== baseHref;
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) void reports.refetch();
    wasEditing.current = editing;
  }, [editing, reports]);
  const editLicenseHref = (id: string) => `${baseHref}/state-licenses/edit/${encodeURIComponent(id)}`;

  return (
    <>
      <Outlet />
      <QueryState
        query={reports}
        variant="section"
        pending="Loading your board reports…"
        failed="We could not load your board reports"
      >
        {({ data, licenses }) => (
          <div className="stack board-reporting">
            <section className="stack" aria-labelledby="reporting-licenses">
              <Heading level={2} id="reporting-licenses">
                Your state licenses
              </Heading>
              <LicenseList licenses={licenses} editLicenseHref={editLicenseHref} />
            </section>
            <section className="stack" aria-labelledby="reports">
              <Heading level={2} id="reports">
                Reports
              </Heading>
              {data.length === 0 ? (
                <div className="empty-state">
                  <Text>
                    No reports for this course yet. A report is made for each CE certificate you earn (after the course
                    evaluation) and each state license whose board takes its credit, and is sent to CE Broker within 15
                    minutes.
                  </Text>
                  <Link to={paths.manageCe}>Go to Manage CE</Link>
                </div>
              ) : (
                data.map((report) => <ReportCard key={report.id} report={report} editLicenseHref={editLicenseHref} />)
              )}
            </section>
          </div>
        )}
      </QueryState>
    </>
  );
}

function LicenseList({
  licenses,
  editLicenseHref,
}: {
  licenses: ReportingLicense[];
  editLicenseHref: (id: string) => string;
}) {
  if (licenses.length === 0)
    return (
      <div className="empty-state">
        <Text>
          You have no state licenses on file. Florida nursing and EMS licenses report to CE Broker: add yours so your CE
          is reported.
        </Text>
        <Link to={paths.profileStateLicenseCreate}>Add a state license</Link>
      </div>
    );
  return (
    <ul className="reporting-licenses">
      {licenses.map((license) => (
        <li key={license.id} className="reporting-license">
          <span className="reporting-license__name">
            {license.stateName} {license.professionName}: <strong>{license.license}</strong>
          </span>
          <span className="muted small">
            {license.boardName
              ? `Reports to CE Broker for the ${license.boardName}${license.ceBrokerId ? ` (CE Broker licensee ${license.ceBrokerId})` : ''}.`
              : 'Does not report to CE Broker.'}
          </span>
          {license.problem ? (
            <span className="report-problem report-problem--license">
              {license.problem} <Link to={editLicenseHref(license.id)}>Edit this license</Link>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
