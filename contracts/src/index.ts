export * from './enumerations.ts';
export * from './content/rules.ts';
export * from './content/fields.ts';
export * from './content/events.ts';
export * from './content/api.ts';
export * from './auth/api.ts';
export * from './http/problem.ts';
export * from './brand.ts';
