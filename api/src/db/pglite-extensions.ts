// Extensions the migrations create. PostgreSQL ships them as contrib modules; PGlite bundles each one
// separately and must be given it when it starts, before `CREATE EXTENSION` can find it.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** pg_trgm: trigram GIN indexes for the lists' keyword search (`ILIKE '%…%'`). */
export const pgliteExtensions = { pg_trgm };
