CREATE TYPE "public"."sales_role" AS ENUM('general_manager', 'country_manager', 'team_manager', 'team_member', 'agent');--> statement-breakpoint
CREATE TABLE "sales_regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizationId" uuid NOT NULL,
	"name" text NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizationId" uuid NOT NULL,
	"regionId" uuid NOT NULL,
	"name" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "salesRole" "sales_role" DEFAULT 'agent' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "teamId" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "regionId" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "managerId" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "disabledAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "ownerTeamId" uuid;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "ownerRegionId" uuid;--> statement-breakpoint
ALTER TABLE "sales_regions" ADD CONSTRAINT "sales_regions_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_regionId_sales_regions_id_fk" FOREIGN KEY ("regionId") REFERENCES "public"."sales_regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_regions_organization_name_key" ON "sales_regions" USING btree ("organizationId","name");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_organization_name_key" ON "teams" USING btree ("organizationId","name");--> statement-breakpoint
CREATE INDEX "teams_region_idx" ON "teams" USING btree ("regionId");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_teamId_teams_id_fk" FOREIGN KEY ("teamId") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_regionId_sales_regions_id_fk" FOREIGN KEY ("regionId") REFERENCES "public"."sales_regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_organization_team_created_idx" ON "deals" USING btree ("organizationId","ownerTeamId","createdAt");--> statement-breakpoint
CREATE INDEX "deals_organization_region_created_idx" ON "deals" USING btree ("organizationId","ownerRegionId","createdAt");--> statement-breakpoint
-- The person who runs an organization heads its sales hierarchy.
UPDATE "memberships" SET "salesRole" = 'general_manager' WHERE "role" = 'owner';
