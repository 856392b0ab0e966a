// The post-pass child `review` ('Leave a Review'): the review form, a section of the passed page (h2);
// under the cme step it stands in the certificate dialog's step, one level down (h3).
import { useParams } from 'react-router-dom';
import { Heading } from '@web/components/ui';
import { ReviewForm } from '../components/review-form';
import '../commerce.css';

export function ReviewPage({ level = 2 }: { level?: 2 | 3 }) {
  const { userCourseUuid = null } = useParams();
  return (
    <section className="card review-page" aria-labelledby="review-title">
      <Heading level={level} id="review-title">
        Leave a Review
      </Heading>
      <ReviewForm userCourseUuid={userCourseUuid} />
    </section>
  );
}

/** The cme step's `review` child, inside the certificate dialog (whose title is the h2). */
export const StepReviewPage = () => <ReviewPage level={3} />;
