export * from './database.ts';
export * from './portal.ts';
