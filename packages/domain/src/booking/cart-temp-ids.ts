/**
 * spec §3: TempId is the next number after the highest TempId in the stored cart, else 1. Apart from
 * cart-rules.ts (schemas): the app's cart store uses it, and the cart's route reads that store before
 * the cart's own code has loaded.
 */
export function nextTempId(cart: readonly { tempId?: unknown }[]): number {
  const highest = cart.reduce<number>((max, line) => {
    const tempId = line.tempId;
    return typeof tempId === 'number' && Number.isInteger(tempId) && tempId > max ? tempId : max;
  }, 0);
  return highest + 1;
}
