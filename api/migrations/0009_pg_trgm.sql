-- Trigram matching for the lists' keyword search (ILIKE '%…%' through GIN indexes). A trusted extension
-- since PostgreSQL 13, so a database owner may create it; PGlite loads it as a bundled contrib module.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
