-- Every search (customers', staff's and the result count of a tracked search) is answered by the
-- in-memory catalogue index (projections/src/content-catalogue/memory-index), which reads the
-- catalogue's columns. The full-text document and its GIN index were kept up to date on every
-- catalogue write and made up more than half of a catalogue rebuild, for no reader.
DROP INDEX content_catalogue_search_idx;
ALTER TABLE content_catalogue DROP COLUMN search;
