// The review form ('Leave a Review'): a rating of 1-5 opens the comment box; submitting stores the
// review (once per learner) and shows the learner's 10 % coupon. Reviews are ours (no external
// widget): 4-5 star reviews feed the public list. Used by the post-pass `review` child and by the
// review-widget page.
import { useId, useState } from 'react';
import { REVIEW_RATING_MESSAGE } from '@shared/constants';
import { Button, Text } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { useCreateReview, type ReviewField } from '../api/referrals-and-reviews';

export interface ReviewCoupon {
  code: string;
  percent: number;
}

export function ReviewForm({
  userCourseUuid,
  onSubmitted,
}: {
  userCourseUuid: string | null;
  /** After the review is stored (the form then shows the thanks and the coupon). */
  onSubmitted?: (review: { rating: number; coupon: ReviewCoupon }) => void;
}) {
  const create = useCreateReview();
  const form = useApiForm<ReviewField>();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [coupon, setCoupon] = useState<ReviewCoupon | null>(null);
  const commentId = useId();
  const ratingError = form.field('rating');

  const submit = form.onSubmit(async () => {
    if (rating === null) return { errors: { rating: [REVIEW_RATING_MESSAGE] } };
    const reply = await create.mutateAsync({ rating, comment, userCourseUuid });
    if (reply.status === 201) {
      setCoupon(reply.body.coupon);
      onSubmitted?.({ rating, coupon: reply.body.coupon });
    }
    return reply;
  });

  if (coupon)
    return (
      <div role="status" className="stack">
        <Text>
          <strong>Thank you for your review!</strong>
        </Text>
        <Text>
          Here is {coupon.percent}% off your next course: use code <strong>{coupon.code}</strong> in your cart.
        </Text>
      </div>
    );
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="stack">
      <fieldset className="rating" aria-describedby={ratingError.hasError ? `${commentId}-rating-error` : undefined}>
        <legend>How would you rate your course?</legend>
        <div className="rating__stars">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className={rating !== null && stars <= rating ? 'rating__star rating__star--on' : 'rating__star'}
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                aria-invalid={ratingError.hasError || undefined}
                onChange={() => {
                  setRating(stars);
                  form.clear('rating');
                }}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        {ratingError.hasError ? (
          <p id={`${commentId}-rating-error`} className="amplify-field__error-message">
            {ratingError.errorMessage}
          </p>
        ) : null}
      </fieldset>
      {rating !== null ? (
        <div className="amplify-flex amplify-field">
          <label htmlFor={commentId} className="amplify-label">
            Your review (optional)
          </label>
          <textarea
            id={commentId}
            className="amplify-textarea"
            rows={4}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
      ) : null}
      <FormAlert message={form.summary()} />
      <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Submitting…">
        Submit Review
      </Button>
    </form>
  );
}
