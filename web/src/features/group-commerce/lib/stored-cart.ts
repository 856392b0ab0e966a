// The purchase page's quantities, kept for this browser tab: locally a card's 3-D Secure leaves for
// the bank's page and comes back to the checkout, which must still show the cart being bought.
import type { CartMap } from '../api/group-commerce';

const keyOf = (name: string) => `group-purchase-cart:${name}`;

export function readStoredCart(name: string): CartMap {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keyOf(name)) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) >= 0,
      ),
    );
  } catch {
    return {};
  }
}

export function storeCart(name: string, map: CartMap): void {
  try {
    if (Object.keys(map).length) sessionStorage.setItem(keyOf(name), JSON.stringify(map));
    else sessionStorage.removeItem(keyOf(name));
  } catch {
    // Storage refused (private mode, quota): the cart is only lost after a redirect.
  }
}
