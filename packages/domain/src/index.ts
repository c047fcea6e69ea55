export * from './constants.ts';
export * from './money.ts';
export * from './rate.ts';
export * from './earnings.ts';
export * from './errors.ts';
export * from './referral-code.ts';
export * from './password-policy.ts';
export * from './schemas.ts';
