DROP INDEX "deals_organization_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "commission_entries_organization_idx";--> statement-breakpoint
DROP INDEX "commission_entries_beneficiary_idx";--> statement-breakpoint
DROP INDEX "leads_organization_created_idx";--> statement-breakpoint
CREATE INDEX "deals_organization_amount_idx" ON "deals" USING btree ("organizationId","amountMinor","id","status","product","createdAt");--> statement-breakpoint
CREATE INDEX "deals_organization_reference_idx" ON "deals" USING btree ("organizationId","reference","id","status","product","createdAt");--> statement-breakpoint
CREATE INDEX "deals_organization_status_created_idx" ON "deals" USING btree ("organizationId","status","createdAt","id","product");--> statement-breakpoint
CREATE INDEX "deals_organization_status_amount_idx" ON "deals" USING btree ("organizationId","status","amountMinor","id","product","createdAt");--> statement-breakpoint
CREATE INDEX "deals_organization_status_reference_idx" ON "deals" USING btree ("organizationId","status","reference","id","product","createdAt");--> statement-breakpoint
CREATE INDEX "leads_organization_status_created_idx" ON "leads" USING btree ("organizationId","status","createdAt","id","source","assigneeId");--> statement-breakpoint
CREATE INDEX "deals_organization_created_idx" ON "deals" USING btree ("organizationId","createdAt","id","status","product");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("userId","createdAt","id");--> statement-breakpoint
CREATE INDEX "commission_entries_organization_idx" ON "commission_entries" USING btree ("organizationId","at","id","kind","currency","beneficiaryId");--> statement-breakpoint
CREATE INDEX "commission_entries_beneficiary_idx" ON "commission_entries" USING btree ("beneficiaryId","at","id","organizationId","kind","currency");--> statement-breakpoint
CREATE INDEX "leads_organization_created_idx" ON "leads" USING btree ("organizationId","createdAt","id","status","source","assigneeId");--> statement-breakpoint
-- The leads list's search (`q` on GET /v1/leads) matches any part of a contact's name, company or
-- email (ILIKE '%...%'): trigram indexes where the server has pg_trgm, as for deals (0006); where
-- it has not (the embedded PGlite), the same query runs without them and gives the same answers.
-- Every list's indexes at 1,000,000 rows: docs/decisions/084-lists-at-a-million-rows.md.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "leads_contact_name_trgm_idx" ON "leads" USING gin ("contactName" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "leads_company_name_trgm_idx" ON "leads" USING gin ("companyName" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);
  END IF;
END
$$;
