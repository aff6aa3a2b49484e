DROP INDEX "deals_owner_idx";--> statement-breakpoint
CREATE INDEX "deals_organization_owner_created_idx" ON "deals" USING btree ("organizationId","ownerId","createdAt");