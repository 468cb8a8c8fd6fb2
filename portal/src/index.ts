export * from './server.ts';
export * from './database.ts';
export * from './secrets.ts';
export * from './demo/seed.ts';
export * from './demo/catalogue.ts';
export * from './accounts.ts';
