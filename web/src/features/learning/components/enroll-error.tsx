// Why an enrollment was refused (422 'Purchase this course to start it.', 404), with the way to buy.
import { Alert } from '@web/components/ui';
import { Link } from 'react-router-dom';
import { paths } from '@shared/paths';

export function EnrollError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variation="error" hasIcon className="enroll-error">
      {message} <Link to={paths.cart}>Purchase Courses</Link>
    </Alert>
  );
}
