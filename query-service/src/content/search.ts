// The search terms' rules live beside the catalogue, shared with the search tracking that counts results.
export { numericSearch, toPrefixTsQuery } from '@zen/projections';
