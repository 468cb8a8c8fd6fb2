/**
 * Search synonyms are a plain ra-data-simple-rest resource at /api/admin/synonyms (list with sort,
 * range and filter q; get, create, update and delete one group): react-admin's own methods serve
 * it, so the console adds none.
 */
export const SYNONYMS_RESOURCE = 'synonyms';
