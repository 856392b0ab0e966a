// One product in the cart: name, prices, the For Life option, the Certification <-> Recertification
// switch (through the sister product) and removal.
import type { CartProduct } from '@shared/contracts/common';
import { formatCents } from '@shared/rules/pricing';
import { Button } from '@web/components/ui';
import { useToggleForLife, useToggleProduct } from '../api/cart-mutations';

export function CartLine({ product, editable }: { product: CartProduct; editable: boolean }) {
  const toggle = useToggleProduct();
  const forLife = useToggleForLife();
  const price = product.forLifeSelected && product.forLifeProduct ? product.forLifeProduct.price : product.price;
  const switchLabel = product.kind === 'certification' ? 'Switch to Recertification' : 'Switch to Certification';
  return (
    <li className="cart-line" style={{ borderLeftColor: product.color }}>
      <div className="cart-line__main">
        <h3 className="cart-line__name">
          {product.forLifeSelected && product.forLifeProduct ? product.forLifeProduct.name : product.name}
        </h3>
        <p className="muted">
          {product.forLifeSelected && product.forLifeProduct
            ? product.forLifeProduct.cartSubtitle
            : product.cartSubtitle}
        </p>
        {editable && product.canForLife ? (
          <label className="cart-line__for-life">
            <input
              type="checkbox"
              checked={product.forLifeSelected}
              disabled={forLife.isPending}
              onChange={() => void forLife.mutateAsync({ id: product.id })}
            />
            For Life: pay once, free recertification every 2 years (+{formatCents(product.forLifeDeltaPrice)})
          </label>
        ) : null}
      </div>
      <div className="cart-line__side">
        <p className="cart-line__price">
          {product.originalPrice > price ? (
            <s className="muted">
              <span className="visually-hidden">Was </span>
              {formatCents(product.originalPrice)}
            </s>
          ) : null}{' '}
          <strong>{formatCents(price)}</strong>
        </p>
        {editable ? (
          <div className="cart-line__actions">
            {product.sisterId ? (
              <Button
                size="small"
                variation="link"
                isLoading={toggle.isPending}
                onClick={() => void toggle.mutateAsync({ id: product.sisterId!, forLife: false })}
              >
                {switchLabel}
              </Button>
            ) : null}
            <Button
              size="small"
              variation="link"
              isLoading={toggle.isPending}
              onClick={() => void toggle.mutateAsync({ id: product.id, forLife: false })}
              aria-label={`Remove ${product.name}`}
            >
              Remove
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
