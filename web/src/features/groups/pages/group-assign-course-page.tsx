// /group-portal/courses/assign/{productId}: the assign dialog over the seats table; closing returns there.
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { AssignCourseDialog } from '../components/assign-course-dialog';

export function GroupAssignCoursePage() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  return <AssignCourseDialog productId={productId} onClose={() => void navigate(paths.groupCourses)} />;
}
