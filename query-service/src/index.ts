export * from './app.ts';
