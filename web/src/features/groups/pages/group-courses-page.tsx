// /group-portal/courses: assign courses (G:21). The group's products with seats purchased, used and
// available; Assign on a course opens its assign dialog over the table (members picked one by one,
// a seat each), and the counts follow every enrollment, this admin's or another's (live updates).
import { Link, Navigate, Outlet } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { Heading, Text, TableScroll } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { useSession } from '@web/lib/session';
import { useGroupProducts } from '../api/list-products';
import { useGroupLiveUpdates } from '../lib/live-updates';
import '../groups.css';

export function GroupCoursesPage() {
  usePageTitle('Courses');
  useGroupLiveUpdates();
  const { group } = useSession();
  const products = useGroupProducts();
  // The course breakdown (seats to assign) does not exist for unlimited certifications (spec section 2).
  if (group?.unlimitedCertifications) return <Navigate to={paths.groupMembers} replace />;
  return (
    <div className="page">
      <Heading level={1}>Courses</Heading>
      <Text className="group-intro">
        Seats your group has bought. Choose <strong>Assign</strong> on a course to enroll members in it; each enrollment
        uses one seat. <Link to={paths.groupCourseSelection}>Buy more seats</Link>
      </Text>
      <QueryState
        query={products}
        pending="Loading your courses…"
        failed="We could not load your courses"
        variant="section"
      >
        {(rows) =>
          rows.length === 0 ? (
            <div className="empty-state">
              <Text>Your group has not purchased any courses yet.</Text>
            </div>
          ) : (
            <TableScroll label="Course seats">
              <table className="group-table group-seats stack-on-phone">
                <caption className="visually-hidden">Course seats</caption>
                <thead>
                  <tr>
                    <th scope="col">Course</th>
                    <th scope="col">Purchased</th>
                    <th scope="col">Used</th>
                    <th scope="col">Available</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((product) => (
                    <tr key={product.id}>
                      <th scope="row">
                        <span className="group-chip" style={{ background: product.color }} aria-hidden="true">
                          &nbsp;
                        </span>
                        {product.name}
                      </th>
                      <td data-label="Purchased">{product.quantityPurchased}</td>
                      <td data-label="Used">{product.quantityUsed}</td>
                      <td data-label="Available">{product.quantityAvailable}</td>
                      <td>
                        {product.quantityAvailable > 0 ? (
                          <Link
                            to={href(paths.groupCoursesAssign, { productId: product.id })}
                            aria-label={`Assign ${product.name}`}
                          >
                            Assign
                          </Link>
                        ) : (
                          <span>No seats left</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryState>
      <Outlet />
    </div>
  );
}
