export * from './refund-rules.ts';
export * from './refund-schemas.ts';
