// The coupon box: apply a code (the server's 422 shows under the field) or remove the applied one
// (not offered in the checkout layout, as the spec says).
import { useState } from 'react';
import { Button, TextField } from '@web/components/ui';
import { useApiForm } from '@web/components/use-api-form';
import type { Cart } from '@shared/contracts/common';
import { useApplyCoupon, useRemoveCoupon } from '../api/cart-mutations';

export function CouponBox({ cart, removable }: { cart: Cart; removable: boolean }) {
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const form = useApiForm<'coupon'>();
  const [code, setCode] = useState('');

  if (cart.coupon) {
    return (
      <div className="coupon-box coupon-box--applied" role="status">
        <span>
          Coupon <strong>{cart.coupon.code}</strong> applied.
        </span>
        {removable ? (
          <Button variation="link" size="small" isLoading={remove.isPending} onClick={() => void remove.mutateAsync()}>
            Remove coupon
          </Button>
        ) : null}
      </div>
    );
  }

  const submit = form.onSubmit(async () => {
    const reply = await apply.mutateAsync({ coupon: code });
    if (reply.status === 200) setCode('');
    return reply;
  });

  return (
    <form ref={form.ref} className="coupon-box" onSubmit={submit} noValidate>
      <TextField
        label="Coupon code"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          form.clear('coupon');
        }}
        {...form.field('coupon')}
      />
      <Button type="submit" isLoading={form.pending} loadingText="Applying…">
        Apply
      </Button>
    </form>
  );
}
