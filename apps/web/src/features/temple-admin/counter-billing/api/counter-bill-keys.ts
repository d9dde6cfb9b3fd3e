/** Query keys of counter billing: a bill changes the list, the bill itself and the desk's capacity. */
export const counterKey = (templeId: number) => ['temple-admin', templeId, 'counter-bills'] as const;
