export * from './visit-codes.ts';
export * from './visit-gate-schemas.ts';
export * from './visit-live-schemas.ts';
export * from './visit-pass-schemas.ts';
export * from './visit-passes.ts';
export * from './visit-settings-schemas.ts';
