// /group-portal/members/enroll/{id}: the enrol dialog over the members list; closing it keeps the
// list's query string (filters, sort, page).
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { useGroupMember } from '../api/get-user';
import { EnrolDialog } from '../components/enrol-dialog';

export function GroupEnrolPage() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const member = useGroupMember(id);
  const name = member.data ? `${member.data.firstName} ${member.data.lastName}` : null;
  return <EnrolDialog userId={id} memberName={name} onClose={() => void navigate(`${paths.groupMembers}${search}`)} />;
}
