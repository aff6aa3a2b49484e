DROP INDEX "deals_organization_created_idx";--> statement-breakpoint
DROP INDEX "deals_organization_owner_created_idx";--> statement-breakpoint
DROP INDEX "deals_organization_team_created_idx";--> statement-breakpoint
DROP INDEX "deals_organization_region_created_idx";--> statement-breakpoint
CREATE INDEX "deals_organization_created_idx" ON "deals" USING btree ("organizationId","createdAt","id");--> statement-breakpoint
CREATE INDEX "deals_organization_owner_created_idx" ON "deals" USING btree ("organizationId","ownerId","createdAt","id");--> statement-breakpoint
CREATE INDEX "deals_organization_team_created_idx" ON "deals" USING btree ("organizationId","ownerTeamId","createdAt","id");--> statement-breakpoint
CREATE INDEX "deals_organization_region_created_idx" ON "deals" USING btree ("organizationId","ownerRegionId","createdAt","id");