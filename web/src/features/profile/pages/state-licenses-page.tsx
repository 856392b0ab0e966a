// /profile/state-licenses (with create and edit/{id}): the learner's licenses and the form to add or change one.
// The create and edit pages return to their parent route, so the certificate flow reuses them under
// verify-information, and the screens of board reports under themselves (InDialog…: in a dialog).
import { Outlet, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';
import { Heading } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { ProfileTabs } from '../components/profile-tabs';
import { StateLicenseForm } from '../components/state-license-form';
import { StateLicenseList } from '../components/state-license-list';
import { useCreateStateLicense } from '../api/create-state-license';
import { useStateLicense } from '../api/get-state-license';
import { useUpdateStateLicense } from '../api/update-state-license';
import '../profile.css';

export function StateLicensesPage() {
  usePageTitle('State Licenses');
  return (
    <section className="page">
      <Heading level={1}>Profile</Heading>
      <ProfileTabs />
      <div className="page-header">
        <Heading level={2}>State Licenses</Heading>
        <ButtonLink to={paths.profileStateLicenseCreate}>Add State License</ButtonLink>
      </div>
      <StateLicenseList editPath={paths.profileStateLicenseEdit} />
      <Outlet />
    </section>
  );
}

/** The form's heading level: 2 on a page, 3 in a dialog titled by an h2. */
type LevelProps = { level?: 2 | 3 };

export function CreateStateLicensePage({ level }: LevelProps) {
  usePageTitle('Add State License');
  const navigate = useNavigate();
  const create = useCreateStateLicense();
  return (
    <StateLicenseForm
      title="Add State License"
      level={level}
      submitLabel="Add License"
      onSubmit={(input) => create.mutateAsync(input)}
      onDone={() => navigate('..')}
    />
  );
}

export function EditStateLicensePage({ level }: LevelProps) {
  usePageTitle('Edit State License');
  const { stateLicenseId = '' } = useParams();
  const navigate = useNavigate();
  const license = useStateLicense(stateLicenseId);
  const update = useUpdateStateLicense(stateLicenseId);
  return (
    <QueryState
      query={license}
      variant="section"
      pending="Loading state license…"
      failed="Failed to fetch state licenses."
      notFound={{ title: 'State license not found', message: 'It may have been deleted.' }}
    >
      {(data) => (
        <StateLicenseForm
          title="Edit State License"
          level={level}
          initial={data}
          submitLabel="Save License"
          onSubmit={(input) => update.mutateAsync(input)}
          onDone={() => navigate('..')}
        />
      )}
    </QueryState>
  );
}

export const InDialogCreateStateLicensePage = () => <CreateStateLicensePage level={3} />;
export const InDialogEditStateLicensePage = () => <EditStateLicensePage level={3} />;
