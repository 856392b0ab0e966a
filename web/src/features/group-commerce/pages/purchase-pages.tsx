// /group-portal/course-selection ('Purchase Courses') and /group-portal/purchase-quote ('My
// Personalized Quote', the group's quote as a cart): the tier progress bar, catalogue search, the
// group cart table and 'Checkout Now' (the checkout child renders over it). Quantities are priced by
// the server as they change (debounced), so the bar and totals always show the server's figures.
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { GROUP_PURCHASE_MESSAGES } from '@shared/constants';
import { paths } from '@shared/paths';
import { Button, Heading, Text } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useSession } from '@web/lib/session';
import { usePurchaseCart, type CartMap, type GroupCart } from '../api/group-commerce';
import { GroupCartTable } from '../components/group-cart-table';
import { ProductSearch } from '../components/product-search';
import { SubscriptionOffer } from '../components/subscription-offer';
import { TierProgress } from '../components/tier-progress';
import { LimitedGroupOnly } from '../lib/limited-group';
import { readStoredCart, storeCart } from '../lib/stored-cart';
import { QuoteForm } from './quote-form';
import '../group-commerce.css';

/** What the checkout child reads from the purchase page. */
export interface CheckoutContext {
  map: CartMap;
  cart: GroupCart;
  backTo: string;
  /** The order was bought: the page starts again from an empty cart. */
  onPurchased: () => void;
}

const PRICE_DEBOUNCE_MS = 300;

function PurchaseScreen({
  title,
  quoteId,
  backTo,
}: {
  title: string;
  /** The group's quote to price, or null for the group's own cart. */
  quoteId: string | null;
  backTo: string;
}) {
  usePageTitle(title);
  const navigate = useNavigate();
  const cartName = quoteId ?? 'cart';
  const [map, setMap] = useState<CartMap>(() => readStoredCart(cartName));
  useEffect(() => storeCart(cartName, map), [cartName, map]);
  const [emptyError, setEmptyError] = useState<string | undefined>();
  const priced = useDebouncedValue(map, PRICE_DEBOUNCE_MS);
  const cart = usePurchaseCart(quoteId, priced);
  // Until the server has priced what is typed, checking out would show (and charge) other figures.
  const pricing = map !== priced || cart.isFetching;
  const setQuantity = (productId: string, quantity: number) => {
    setEmptyError(undefined);
    setMap((old) => ({ ...old, [productId]: quantity }));
  };
  return (
    <div className="page group-purchase">
      <Heading level={1}>{title}</Heading>
      <QueryState query={cart} pending="Pricing your courses…" failed="We could not load your cart" variant="section">
        {(shown) => {
          const checkout = () => {
            const seats = shown.lineItems.reduce((sum, line) => sum + (priced[line.id] ?? line.quantity), 0);
            if (seats === 0) setEmptyError(GROUP_PURCHASE_MESSAGES.emptySelection);
            else navigate('checkout');
          };
          return (
            <>
              <TierProgress cart={shown} />
              <ProductSearch
                inCart={(id) => shown.lineItems.some((line) => line.id === id)}
                onAdd={(id) => setQuantity(id, Math.max(1, map[id] ?? 0))}
              />
              <GroupCartTable cart={shown} map={map} onQuantity={setQuantity} />
              <FormAlert message={emptyError} />
              <div className="row group-purchase__actions">
                <Button variation="primary" onClick={checkout} isDisabled={pricing}>
                  Checkout Now
                </Button>
              </div>
              <SubscriptionOffer sent={shown.subscriptionInterestSent} />
              <Outlet
                context={
                  {
                    map: Object.fromEntries(shown.lineItems.map((l) => [l.id, priced[l.id] ?? l.quantity])),
                    cart: shown,
                    backTo,
                    onPurchased: () => setMap({}),
                  } satisfies CheckoutContext
                }
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

export function CourseSelectionPage() {
  return (
    <LimitedGroupOnly otherwise={paths.groupMembers}>
      <PurchaseScreen title="Purchase Courses" quoteId={null} backTo={paths.groupCourseSelection} />
    </LimitedGroupOnly>
  );
}

export function PurchaseQuotePage() {
  const { group } = useSession();
  const quoteId = group?.groupOnboardingId ?? null;
  return (
    <LimitedGroupOnly otherwise={paths.groupMembers}>
      {quoteId ? (
        <PurchaseScreen
          key={quoteId}
          title="My Personalized Quote"
          quoteId={quoteId}
          backTo={paths.groupPurchaseQuote}
        />
      ) : (
        <div className="page group-purchase">
          <Heading level={1}>My Personalized Quote</Heading>
          <Text>Tell us how many seats of each course your team needs and we will price them with your discount.</Text>
          <QuoteForm />
        </div>
      )}
    </LimitedGroupOnly>
  );
}
