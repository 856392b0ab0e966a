// /cart: the cart (anonymous visitors too), the coupon box, totals, recommendations and Checkout.
import { useNavigate } from 'react-router-dom';
import { paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { TooltipButton } from '@web/components/tooltip-button';
import { usePageTitle } from '@web/components/page-title';
import { useSession } from '@web/lib/session';
import { CartLine } from '../components/cart-line';
import { CartTotals } from '../components/cart-totals';
import { CouponBox } from '../components/coupon-box';
import { Recommendations } from '../components/recommendations';
import { EMPTY_CART_REASON } from '../lib/messages';
import '../commerce.css';

export function CartPage() {
  usePageTitle('Cart');
  const { cart } = useSession();
  const navigate = useNavigate();
  const empty = cart.products.length === 0;
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
          <TooltipButton variation="primary" disabledReason={empty ? EMPTY_CART_REASON : null} onClick={() => navigate(paths.checkout)}>
            Checkout
          </TooltipButton>
        </aside>
      </div>
    </section>
  );
}
