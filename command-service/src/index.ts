export * from './app.ts';
export * from './content/content.ts';
export * from './content/handler.ts';
