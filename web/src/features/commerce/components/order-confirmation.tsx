// The thank-you banner above My Learning: the order just placed (GET /api/orders/latest.json, which
// also carries the conversion data; a first order counts once more).
import { Link } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { BlockError } from '@web/components/query-state';
import { useLatestOrder } from '../api/checkout';
import '../commerce.css';

export function OrderConfirmation() {
  const latest = useLatestOrder();
  if (latest.isError)
    return (
      <BlockError
        message="We could not load your order."
        onRetry={() => void latest.refetch()}
        retrying={latest.isFetching}
      />
    );
  const order = latest.data?.order;
  return (
    <section className="card order-confirmation" role="status" aria-live="polite">
      <Heading level={2}>Thank you for your order!</Heading>
      {order ? (
        <Text>
          Order {order.id}: {order.dollarPrice}. Your courses are ready below: choose <strong>Launch</strong> to start.{' '}
          <Link to={href(paths.orderReceipt, { id: order.id })}>View receipt</Link>
        </Text>
      ) : (
        <Text>{latest.isPending ? 'Loading your order…' : 'Your courses are ready below.'}</Text>
      )}
    </section>
  );
}
