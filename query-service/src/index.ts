export * from './app.ts';
export { CatalogueIndex } from './content/catalogue-index/catalogue-index.ts';
