// The body of a screen of reports (the subscription course's direct-board-reporting tab, Manage CE's
// Board Reporting dialog): which of the learner's state licenses report to CE Broker (and any number
// that will be refused), then each report. The license form opens in the screen's outlet (a child
// route), and the list is read again when it closes: a fixed number shows at once.
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import type { ReportingLicense } from '@shared/contracts/board-reporting';
import { paths } from '@shared/paths';
import { REPORTING_WINDOW_YEARS, reportingLicensesSummary } from '@shared/rules/board-reporting';
import { Heading, Text } from '@web/components/ui';
import { QueryState } from '@web/components/query-state';
import { type ReportsFilter, useBoardReports } from '../api/list-board-reports';
import { ReportCard } from './report-card';

const REPORTING_LICENSES = reportingLicensesSummary();

/** What the screen is for, above the view. */
export const BOARD_REPORTING_INTRO =
  'We report your CE certificates of this course to CE Broker, the state boards\u2019 continuing-education tracking system, for each state license whose board takes their credit. Check that your license numbers are right: a number the board does not recognise is refused.';

export interface BoardReportsViewProps {
  filter: ReportsFilter;
  /** The screen's own path: the license form opens under it and returns to it. */
  baseHref: string;
  /** The sections' heading level: 2 on a page, 3 in a dialog titled by an h2 (cards one below). */
  level?: 2 | 3;
}

export function BoardReportsView({ filter, baseHref, level = 2 }: BoardReportsViewProps) {
  const reports = useBoardReports(filter);
  const { pathname } = useLocation();
  const editing = pathname !== baseHref;
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) void reports.refetch();
    wasEditing.current = editing;
  }, [editing, reports]);
  const editLicenseHref = (id: string) => `${baseHref}/state-licenses/edit/${encodeURIComponent(id)}`;
  const addLicenseHref = `${baseHref}/state-licenses/create`;

  return (
    <>
      <Outlet />
      <QueryState
        query={reports}
        variant={level === 2 ? 'section' : 'block'}
        pending="Loading your board reports…"
        failed="We could not load your board reports"
      >
        {({ data, licenses }) => (
          <div className="stack board-reporting">
            <section className="stack" aria-labelledby="reporting-licenses">
              <Heading level={level} id="reporting-licenses" className="board-reporting__heading">
                Your state licenses
              </Heading>
              <LicenseList licenses={licenses} editLicenseHref={editLicenseHref} addLicenseHref={addLicenseHref} />
            </section>
            <section className="stack" aria-labelledby="reports">
              <Heading level={level} id="reports" className="board-reporting__heading">
                Reports
              </Heading>
              {data.length === 0 ? (
                <NoReports
                  reporting={licenses.some((license) => license.boardName)}
                  addLicenseHref={licenses.length > 0 ? addLicenseHref : null}
                />
              ) : (
                data.map((report) => (
                  <ReportCard
                    key={report.id}
                    report={report}
                    editLicenseHref={editLicenseHref}
                    level={level === 2 ? 3 : 4}
                  />
                ))
              )}
            </section>
          </div>
        )}
      </QueryState>
    </>
  );
}

/** How reports come: a license on a board that reports to CE Broker, and the course's CE certificate. */
function NoReports({ reporting, addLicenseHref }: { reporting: boolean; addLicenseHref: string | null }) {
  if (!reporting)
    return (
      <div className="empty-state">
        <Text>
          {addLicenseHref
            ? `No reports for this course: none of your state licenses is on a board that reports to CE Broker. ${REPORTING_LICENSES} report: add yours, and the CE certificates you earned in the last ${REPORTING_WINDOW_YEARS} years are reported for it within 15 minutes.`
            : `No reports for this course yet. Once you add a license that reports (above), the CE certificates you earned in the last ${REPORTING_WINDOW_YEARS} years are reported for it within 15 minutes.`}
        </Text>
        {/* Without any license, the licenses section above already names the boards and links to the form. */}
        {addLicenseHref ? <Link to={addLicenseHref}>Add a state license</Link> : null}
      </div>
    );
  return (
    <div className="empty-state">
      <Text>
        No reports for this course yet. A report is made for each CE certificate you earn (Claim CE Credit on Manage CE,
        then the course evaluation) and each of your licenses whose board takes its credit, and is sent to CE Broker
        within 15 minutes.
      </Text>
      <Link to={paths.manageCe}>Go to Manage CE</Link>
    </div>
  );
}

function LicenseList({
  licenses,
  editLicenseHref,
  addLicenseHref,
}: {
  licenses: ReportingLicense[];
  editLicenseHref: (id: string) => string;
  addLicenseHref: string;
}) {
  if (licenses.length === 0)
    return (
      <div className="empty-state">
        <Text>
          {`You have no state licenses on file. ${REPORTING_LICENSES} report to CE Broker: add yours so your CE is reported.`}
        </Text>
        <Link to={addLicenseHref}>Add a state license</Link>
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
