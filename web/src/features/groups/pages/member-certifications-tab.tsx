// The member page's Non-Platform Certifications tab: certifications earned elsewhere (they count
// toward the member's compliance), with their file to download, add and edit dialogs (child routes)
// and a delete confirmation.
import { DateText } from '@web/components/date-text';
import { useState } from 'react';
import { Link, Outlet, useOutletContext } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { Button, Heading, Text, TableScroll } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { QueryState } from '@web/components/query-state';
import type { GroupMember } from '../api/get-user';
import {
  useDeleteCertification,
  useMemberCertifications,
  type ExternalCertification,
} from '../api/external-certifications';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

export function MemberCertificationsTab() {
  const member = useOutletContext<GroupMember>();
  const certifications = useMemberCertifications(member.id);
  const remove = useDeleteCertification();
  const [confirm, setConfirm] = useState<ExternalCertification | null>(null);
  return (
    <section aria-labelledby="member-certifications-title" className="stack">
      <div className="page-header">
        <Heading level={2} id="member-certifications-title">
          Non-Platform Certifications
        </Heading>
        <ButtonLink to={href(paths.groupMemberAddCertification, { userId: member.id })} variation="primary">
          Add certification
        </ButtonLink>
      </div>
      <QueryState
        query={certifications}
        pending="Loading certifications…"
        failed="We could not load this member's certifications"
        variant="block"
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="empty-state">
              No certifications from other providers yet. Add one to count it toward {member.firstName}'s compliance.
            </p>
          ) : (
            <TableScroll label={`${member.firstName}'s certifications from other providers`}>
              <table className="group-table">
                <caption className="visually-hidden">{member.firstName}'s certifications from other providers</caption>
                <thead>
                  <tr>
                    <th scope="col">Course</th>
                    <th scope="col">Classification</th>
                    <th scope="col">Passed</th>
                    <th scope="col">Expires</th>
                    <th scope="col">CE credits</th>
                    <th scope="col">File</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{row.courseExpirationGroup.name}</th>
                      <td>{row.classification ?? '—'}</td>
                      <td>{row.passedAt ? <DateText value={row.passedAt} /> : '—'}</td>
                      <td>
                        <DateText value={row.expirationDate} />
                      </td>
                      <td>{row.ceCredits}</td>
                      <td>
                        {row.attachedCertFile ? (
                          <a href={row.attachedCertFile.url} target="_blank" rel="noreferrer">
                            Download
                            <span className="visually-hidden"> {row.courseExpirationGroup.name} certificate</span>
                          </a>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td className="row">
                        <Link
                          to={href(paths.groupMemberEditCertification, {
                            userId: member.id,
                            externalCertificationId: row.id,
                          })}
                        >
                          Edit<span className="visually-hidden"> {row.courseExpirationGroup.name} certification</span>
                        </Link>
                        <Button size="small" onClick={() => setConfirm(row)}>
                          Delete<span className="visually-hidden"> {row.courseExpirationGroup.name} certification</span>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryState>
      <Outlet context={member} />
      <ConfirmDialog
        open={!!confirm}
        title="Delete certification"
        confirmLabel="Delete"
        pendingLabel="Working…"
        pending={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          if (confirm) await remove.mutateAsync(confirm.id);
          setConfirm(null);
        }}
      >
        <Text>Are you sure you want to delete this certification?</Text>
      </ConfirmDialog>
    </section>
  );
}
