export * from './browser.ts';
