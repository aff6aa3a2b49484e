CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "statusChangedAt" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- When each deal entered its status: its history's latest move into it (a note keeps the status and
-- is not a move), else its creation.
UPDATE "deals" SET "statusChangedAt" = coalesce(
	(SELECT max(h."at") FROM "deal_history" h
		WHERE h."dealId" = "deals"."id" AND h."toStatus" = "deals"."status"
			AND h."fromStatus" IS DISTINCT FROM h."toStatus"),
	"deals"."createdAt");--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_person_name_key" ON "saved_views" USING btree ("userId","name");--> statement-breakpoint
CREATE INDEX "deals_organization_board_idx" ON "deals" USING btree ("organizationId","status","statusChangedAt","id","currency","amountMinor");--> statement-breakpoint
CREATE INDEX "deals_organization_owner_board_idx" ON "deals" USING btree ("organizationId","ownerId","status","statusChangedAt","id","currency","amountMinor");--> statement-breakpoint
CREATE INDEX "deals_organization_team_board_idx" ON "deals" USING btree ("organizationId","ownerTeamId","status","statusChangedAt","id","currency","amountMinor");--> statement-breakpoint
CREATE INDEX "deals_organization_region_board_idx" ON "deals" USING btree ("organizationId","ownerRegionId","status","statusChangedAt","id","currency","amountMinor");