// What learners say (GET /api/shopper_approved.json): one review at a time, rotating every 3000 ms
// (paused while hovered or focused); an empty comment reads 'Great service!'.
import { useEffect, useState } from 'react';
import { Heading } from '@web/components/ui';
import { useReviews } from '../api/referrals-and-reviews';

export const CAROUSEL_MS = 3000;

export function ReviewCarousel() {
  const reviews = useReviews();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = reviews.data?.length ?? 0;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);
  if (reviews.isError) return <p className="muted">Unable to load reviews: {reviews.error.message}</p>;
  if (!count) return null;
  const review = reviews.data![index % count]!;
  return (
    <section
      className="review-carousel"
      aria-labelledby="reviews-title"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Heading level={2} id="reviews-title">
        What learners say
      </Heading>
      <figure>
        <p className="review-carousel__stars">
          <span role="img" aria-label={`${review.stars} out of 5 stars`}>
            {'★'.repeat(review.stars)}
          </span>
        </p>
        <blockquote>{review.comment || 'Great service!'}</blockquote>
        <figcaption>{review.name}</figcaption>
      </figure>
    </section>
  );
}
