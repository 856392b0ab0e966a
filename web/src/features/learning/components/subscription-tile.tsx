// A subscription on the dashboard: its product, colour and picture, and Launch to its page.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { courseAccent } from '@web/components/course-accent';
import type { Subscription } from '../api/list-subscriptions';
import { subscriptionPath } from '../lib/links';

export function SubscriptionTile({ subscription }: { subscription: Subscription }) {
  const titleId = useId();
  const accent = courseAccent(subscription.product.color);
  const picture = subscription.product.attachedFeatured.url;
  const count = subscription.courses.length;
  return (
    <article className="subscription-tile" aria-labelledby={titleId}>
      <div className="subscription-tile__art" style={accent}>
        {picture ? (
          <img src={picture} alt="" loading="lazy" />
        ) : (
          <span aria-hidden="true">{subscription.product.name.slice(0, 1)}</span>
        )}
      </div>
      <div className="subscription-tile__body">
        <h3 id={titleId}>{subscription.productName}</h3>
        <p className="muted">
          {count} {count === 1 ? 'course' : 'courses'}
          {subscription.layout === 'ce' ? ' · Continuing education' : ''}
        </p>
        <Link
          to={subscriptionPath(subscription.uuid)}
          className="amplify-button amplify-button--primary button-link"
          aria-describedby={titleId}
        >
          Launch
        </Link>
      </div>
    </article>
  );
}
