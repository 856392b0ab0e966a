// /cart: the cart (anonymous visitors too), the coupon box, totals, recommendations and Checkout.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { TooltipButton } from '@web/components/tooltip-button';
import { usePageTitle } from '@web/components/page-title';
import { useSession } from '@web/lib/session';
import { CartLine } from '../components/cart-line';
import { CartTotals } from '../components/cart-totals';
import { CouponBox } from '../components/coupon-box';
import { Recommendations } from '../components/recommendations';
import { ReviewCarousel } from '../components/review-carousel';
import { useClaimReferral } from '../api/referrals-and-reviews';
import { showToast } from '@web/lib/toast';
import { fieldErrorsOf } from '@web/lib/api';
import { CHECKOUT_MESSAGES, INVALID_REFERRAL } from '@shared/constants';
import '../commerce.css';

export function CartPage() {
  usePageTitle('Cart');
  const { cart } = useSession();
  const navigate = useNavigate();
  const empty = cart.products.length === 0;
  useReferralLink();
  return (
    <section className="page commerce-page">
      <Heading level={1}>Your Cart</Heading>
      <div className="commerce-layout">
        <div className="commerce-layout__main">
          {empty ? (
            <Text className="cart-empty">Your cart is empty. Choose a course below to get started.</Text>
          ) : (
            <ul className="cart-lines" aria-label="Courses in your cart">
              {cart.products.map((product) => (
                <CartLine key={product.id} product={product} editable />
              ))}
            </ul>
          )}
          <Recommendations productIds={cart.products.map((p) => p.id)} />
        </div>
        <aside className="commerce-layout__side card" aria-label="Order summary">
          <Heading level={2}>Order summary</Heading>
          <CouponBox cart={cart} removable />
          <CartTotals cart={cart} />
          <TooltipButton
            variation="primary"
            disabledReason={empty ? CHECKOUT_MESSAGES.emptyCartReason : null}
            onClick={() => navigate(paths.checkout)}
          >
            Checkout
          </TooltipButton>
          <ReviewCarousel />
        </aside>
      </div>
    </section>
  );
}

/** Arriving through a colleague's link (`/cart?ref=CODE`): the referral is claimed once, then the code leaves the address. */
function useReferralLink() {
  const [search, setSearch] = useSearchParams();
  const claim = useClaimReferral();
  const claimed = useRef(false);
  const code = search.get('ref');
  useEffect(() => {
    if (!code || claimed.current) return;
    claimed.current = true;
    void claim.mutateAsync(code).then((reply) => {
      if (reply.status !== 200)
        showToast({
          type: 'error',
          message: Object.values(fieldErrorsOf(reply)).flat()[0] ?? INVALID_REFERRAL,
        });
      setSearch(
        (old) => {
          const next = new URLSearchParams(old);
          next.delete('ref');
          return next;
        },
        { replace: true },
      );
    });
  }, [code, claim, setSearch]);
}
