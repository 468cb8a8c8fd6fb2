-- The "Y" of Browse Content's 'X of Y items' and its lists are counted by the in-memory catalogue
-- index (projections/src/content-catalogue/memory-index), per catalogue version. These per-module
-- counts were read by the SQL list that served Browse Content without a search; nothing reads them
-- now, and keeping them cost every creation an upsert and every edit and deletion a read.
DROP TABLE content_catalogue_counts;
