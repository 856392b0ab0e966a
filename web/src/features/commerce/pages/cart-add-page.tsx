// /cart/add/{productId}: a renewal reminder's link. Puts the product in the visitor's cart (unless
// it is already there: the cart's call toggles) and opens the cart.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { usePageTitle } from '@web/components/page-title';
import { LoadError } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { useSession } from '@web/lib/session';
import { useToggleProduct } from '../api/cart-mutations';

export function CartAddPage() {
  usePageTitle('Adding to your cart');
  const { productId = '' } = useParams();
  const { cart } = useSession();
  const toggle = useToggleProduct();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a second toggle would take the product out again.
    if (started.current) return;
    started.current = true;
    if (cart.products.some((product) => product.id === productId)) {
      void navigate(paths.cart, { replace: true });
      return;
    }
    toggle
      .mutateAsync({ id: productId, forLife: false })
      .then((reply) => (reply.status === 200 ? navigate(paths.cart, { replace: true }) : setFailed(true)))
      .catch(() => setFailed(true));
  }, [cart.products, navigate, productId, toggle]);

  if (failed) {
    return (
      <div className="page page--narrow">
        <LoadError
          title="We could not add this course to your cart"
          message="It may no longer be sold. Your cart has the courses you chose before."
        >
          <Link to={paths.cart}>Open my cart</Link>
        </LoadError>
      </div>
    );
  }
  return <LoadingState label="Adding the course to your cart…" fullPage />;
}
