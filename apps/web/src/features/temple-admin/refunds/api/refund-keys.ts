/** The query keys of the temple's refunds: every change invalidates them all. */
export const refundsKey = (templeId: number) => ['temple-admin', templeId, 'refunds'] as const;
