export * from './release-schemas.ts';
export * from './vq-booking-schemas.ts';
export * from './vq-codes.ts';
export * from './vq-gate-schemas.ts';
export * from './vq-report-schemas.ts';
export * from './vq-rules.ts';
export * from './vq-settings-schemas.ts';
export * from './waiting-room-rules.ts';
