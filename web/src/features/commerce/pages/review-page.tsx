// The post-pass child `review` ('Leave a Review', also under the cme step): the review form.
import { useParams } from 'react-router-dom';
import { Heading } from '@web/components/ui';
import { ReviewForm } from '../components/review-form';
import '../commerce.css';

export function ReviewPage() {
  const { userCourseUuid = null } = useParams();
  return (
    <section className="card review-page" aria-labelledby="review-title">
      <Heading level={2} id="review-title">
        Leave a Review
      </Heading>
      <ReviewForm userCourseUuid={userCourseUuid} />
    </section>
  );
}
