export * from './database.ts';
export * from './portal.ts';
export * from './portal-process.ts';
export * from './read-models.ts';
export * from './distributed-process.ts';
export * from './answers.ts';
