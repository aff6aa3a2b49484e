CREATE TABLE "getting_started_dismissals" (
	"organizationId" uuid PRIMARY KEY NOT NULL,
	"dismissedBy" text NOT NULL,
	"dismissedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "getting_started_dismissals" ADD CONSTRAINT "getting_started_dismissals_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;