DROP INDEX "submissions_funder_tab_idx";--> statement-breakpoint
DROP INDEX "submissions_funder_tab_amount_idx";--> statement-breakpoint
DROP INDEX "submissions_funder_tab_business_idx";--> statement-breakpoint
DROP INDEX "submissions_funder_tab_reference_idx";--> statement-breakpoint
CREATE INDEX "submissions_funder_broker_idx" ON "submissions" USING btree ("funderOrganizationId","brokerOrganizationId","inboxTab","sentAt","id","lenderId","assigneeId","dealProduct","businessCountry","dealAmountMinor","businessSortKey","dealReference");--> statement-breakpoint
CREATE INDEX "submissions_funder_listing_idx" ON "submissions" USING btree ("funderOrganizationId","lenderId","inboxTab","sentAt","id","brokerOrganizationId","assigneeId","dealProduct","businessCountry","dealAmountMinor","businessSortKey","dealReference");--> statement-breakpoint
CREATE INDEX "submissions_funder_tab_idx" ON "submissions" USING btree ("funderOrganizationId","inboxTab","sentAt","id","brokerOrganizationId","lenderId","assigneeId","dealProduct","businessCountry","dealAmountMinor","businessSortKey","dealReference");--> statement-breakpoint
CREATE INDEX "submissions_funder_tab_amount_idx" ON "submissions" USING btree ("funderOrganizationId","inboxTab","dealAmountMinor","id","brokerOrganizationId","lenderId","assigneeId","dealProduct","businessCountry","sentAt","businessSortKey","dealReference");--> statement-breakpoint
CREATE INDEX "submissions_funder_tab_business_idx" ON "submissions" USING btree ("funderOrganizationId","inboxTab","businessSortKey","id","brokerOrganizationId","lenderId","assigneeId","dealProduct","businessCountry","dealAmountMinor","sentAt","dealReference");--> statement-breakpoint
CREATE INDEX "submissions_funder_tab_reference_idx" ON "submissions" USING btree ("funderOrganizationId","inboxTab","dealReference","id","brokerOrganizationId","lenderId","assigneeId","dealProduct","businessCountry","dealAmountMinor","sentAt","businessSortKey");--> statement-breakpoint
-- The inbox's search reads the business's order key (the name in lower case, empty once withdrawn),
-- which every inbox index now carries: the search's trigram index moves from the name to the key
-- (decision 092). Where the server has no pg_trgm (the embedded PGlite) neither exists.
DROP INDEX IF EXISTS "submissions_business_name_trgm_idx";--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "submissions_business_sort_key_trgm_idx" ON "submissions" USING gin ("businessSortKey" gin_trgm_ops);
  END IF;
END
$$;
