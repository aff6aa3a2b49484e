CREATE TABLE "member_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizationId" uuid NOT NULL,
	"viewerId" text NOT NULL,
	"memberId" text NOT NULL,
	"startedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"endedAt" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_views" ADD CONSTRAINT "member_views_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_views_organization_started_idx" ON "member_views" USING btree ("organizationId","startedAt");