-- Deal search (`q` on GET /v1/user/deals) matches any part of a reference or a borrower's names
-- (ILIKE '%...%'). Where the server has pg_trgm (PostgreSQL's contrib, a trusted extension the
-- database owner may create), trigram indexes keep that fast on large books; where it has not
-- (the embedded PGlite), the same query runs without them and gives the same answers.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "borrowers_legal_name_trgm_idx" ON "borrowers" USING gin ("legalName" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "borrowers_trading_name_trgm_idx" ON "borrowers" USING gin ("tradingName" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "deals_reference_trgm_idx" ON "deals" USING gin ("reference" gin_trgm_ops);
  END IF;
END
$$;
