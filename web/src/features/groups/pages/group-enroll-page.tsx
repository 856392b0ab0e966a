// /group-portal/members/enroll/{id} and /group-portal/compliance/enroll/{id}: the enroll dialog over
// the list it was opened from; closing it returns there with the list's query string (filters, sort, page).
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { useGroupMember } from '../api/get-user';
import { EnrollDialog } from '../components/enroll-dialog';

function EnrollOver({ list }: { list: string }) {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const member = useGroupMember(id);
  const name = member.data ? `${member.data.firstName} ${member.data.lastName}` : null;
  return <EnrollDialog userId={id} memberName={name} onClose={() => void navigate(`${list}${search}`)} />;
}

export const GroupEnrollPage = () => <EnrollOver list={paths.groupMembers} />;
export const ComplianceEnrollPage = () => <EnrollOver list={paths.groupCompliance} />;
