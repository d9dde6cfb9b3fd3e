export * from './auth-schemas.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './lookups.ts';
export * from './pagination.ts';
export * from './roles.ts';
export * from './stars.ts';
