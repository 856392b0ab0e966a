// The cart calls (toggle product, toggle For Life, apply and remove a coupon). Each reply is the
// whole cart, written into the session's cache entry (bootstrap.json holds the cart).
import type { QueryClient } from '@tanstack/react-query';
import { applyCoupon, removeCoupon, toggleForLife, toggleProduct } from '@shared/contracts/commerce';
import type { Cart } from '@shared/contracts/common';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-query';
import { bootstrapKey, type Bootstrap } from '@web/lib/session';

export function setCart(client: QueryClient, cart: Cart): void {
  const { toaster: _t, redirect: _r, ...plain } = cart as Cart & { toaster?: unknown; redirect?: unknown };
  client.setQueryData<Bootstrap>(bootstrapKey, (old) => (old ? { ...old, cart: plain } : old));
}

export const useToggleProduct = () =>
  useContractMutation(toggleProduct, { request: (body: BodyInput<typeof toggleProduct>) => ({ body }), update: (reply, _v, client) => setCart(client, reply.body) });

export const useToggleForLife = () =>
  useContractMutation(toggleForLife, { request: (body: BodyInput<typeof toggleForLife>) => ({ body }), update: (reply, _v, client) => setCart(client, reply.body) });

export const applyCouponBody = applyCoupon.body;
export const useApplyCoupon = () =>
  useContractMutation(applyCoupon, { request: (body: BodyInput<typeof applyCoupon>) => ({ body }), update: (reply, _v, client) => setCart(client, reply.body) });

export const useRemoveCoupon = () =>
  useContractMutation(removeCoupon, { request: () => ({}), update: (reply, _v, client) => setCart(client, reply.body) });
