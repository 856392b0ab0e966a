// The dashboard's compliance at a glance: how many of the group's certifications are compliant (more
// than 90 days left), expire within 30 days, in 31 to 90 days, or have expired, each a link into the
// compliance list filtered to that state (its filters live in the URL). The numbers are the
// compliance chart's (GET .../user_course_expirations/summary.json, from the kept day counters).
import { Link } from 'react-router-dom';
import { paths } from '@shared/paths';
import type { ComplianceBucket } from '@shared/rules/compliance';
import { Heading, Text } from '@web/components/ui';
import { QueryState } from '@web/components/query-state';
import { useExpirationSummary } from '../api/compliance';
import './compliance-glance.css';

const TILES: { bucket: ComplianceBucket; value: string; label: string; detail: string; tone: string }[] = [
  { bucket: 'Valid', value: 'valid', label: 'Compliant', detail: 'more than 90 days left', tone: 'valid' },
  {
    bucket: 'Expiring Soon',
    value: 'expiring_soon',
    label: 'Expiring in 30 days',
    detail: 'renew now',
    tone: 'soon',
  },
  {
    bucket: 'Expiring Later',
    value: 'expiring_later',
    label: 'Expiring in 90 days',
    detail: 'in 31 to 90 days',
    tone: 'later',
  },
  { bucket: 'Expired', value: 'expired', label: 'Expired', detail: 'no longer valid', tone: 'expired' },
];

/** The compliance list filtered to one state (the select filter's `<op>:<value>` in the URL). */
const complianceListFor = (value: string) =>
  `${paths.groupCompliance}?${new URLSearchParams({ compliance: `==:${value}` })}`;

export function ComplianceGlance() {
  const summary = useExpirationSummary();
  return (
    <section className="card compliance-glance" aria-labelledby="compliance-glance-title">
      <Heading level={2} id="compliance-glance-title">
        Compliance at a glance
      </Heading>
      <QueryState query={summary} pending="Loading compliance…" failed="We could not load compliance" variant="block">
        {({ buckets }) => {
          const total = TILES.reduce((sum, tile) => sum + (buckets[tile.bucket] ?? 0), 0);
          if (total === 0)
            return <Text>No certifications with an expiry date yet: they appear here once members pass courses.</Text>;
          const current = total - (buckets.Expired ?? 0);
          return (
            <>
              <Text>
                <strong>{Math.round((current / total) * 100)}%</strong> of {total} certification
                {total === 1 ? '' : 's'} are current.
              </Text>
              <ul className="compliance-glance__tiles">
                {TILES.map((tile) => (
                  <li key={tile.bucket}>
                    <Link
                      to={complianceListFor(tile.value)}
                      className={`compliance-glance__tile compliance-glance__tile--${tile.tone}`}
                    >
                      <span className="compliance-glance__count">{buckets[tile.bucket] ?? 0}</span>
                      <span className="compliance-glance__label">{tile.label}</span>
                      <span className="compliance-glance__detail">{tile.detail}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
