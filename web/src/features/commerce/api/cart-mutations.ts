// The cart calls (toggle product, toggle For Life, apply and remove a coupon). Each reply is the
// whole cart, written into the session (bootstrap.json holds the cart).
import type { Cart } from '@shared/contracts/common';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { updateCart } from '@web/lib/session';
import { apiRoute } from '@web/lib/api-route';
import { showToast } from '@web/lib/toast';

const applyCoupon = apiRoute('commerce/apply-coupon');
const removeCoupon = apiRoute('commerce/remove-coupon');
const toggleForLife = apiRoute('commerce/toggle-for-life');
const toggleProduct = apiRoute('commerce/toggle-product');

export function setCart(cart: Cart): void {
  const { toaster: _t, redirect: _r, ...plain } = cart as Cart & { toaster?: unknown; redirect?: unknown };
  updateCart(plain);
}

/**
 * The call's options: the body, and the reply's cart into the session as it arrives. A 409 (the
 * cart kept changing in another tab, or the product went away meanwhile) is said in a toast.
 */
const cartCall = <B>(body: B) => ({
  body,
  onReply: (reply: { status: number; body: unknown }) => {
    if (reply.status === 200) setCart(reply.body as Cart);
    else if (reply.status === 409) showToast({ type: 'error', message: (reply.body as { message: string }).message });
  },
});

export const useToggleProduct = () =>
  useContractMutation(toggleProduct, { request: (body: BodyInput<typeof toggleProduct>) => cartCall(body) });

export const useToggleForLife = () =>
  useContractMutation(toggleForLife, { request: (body: BodyInput<typeof toggleForLife>) => cartCall(body) });

export const useApplyCoupon = () =>
  useContractMutation(applyCoupon, { request: (body: BodyInput<typeof applyCoupon>) => cartCall(body) });

export const useRemoveCoupon = () => useContractMutation(removeCoupon, { request: () => cartCall(undefined) });
