ALTER TYPE "public"."deal_event_source" ADD VALUE 'link';--> statement-breakpoint
CREATE TABLE "funder_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizationId" uuid NOT NULL,
	"funderOrganizationId" uuid NOT NULL,
	"lenderId" uuid,
	"company" text NOT NULL,
	"people" jsonb NOT NULL,
	"products" text[] DEFAULT '{}' NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"createdBy" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funder_link_browsers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"linkId" uuid NOT NULL,
	"email" text NOT NULL,
	"tokenHash" text NOT NULL,
	"verifiedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funder_link_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"linkId" uuid NOT NULL,
	"email" text NOT NULL,
	"codeHash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"usedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funder_link_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"linkId" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"documentId" uuid,
	"documentName" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funder_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submissionId" uuid NOT NULL,
	"tokenHash" text NOT NULL,
	"emails" text[] NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"revokedAt" timestamp with time zone,
	"revokedBy" text,
	"createdBy" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "keptByOrganizationId" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "funderLinkDays" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "keptByOrganizationId" uuid;--> statement-breakpoint
ALTER TABLE "funder_contacts" ADD CONSTRAINT "funder_contacts_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_contacts" ADD CONSTRAINT "funder_contacts_funderOrganizationId_organizations_id_fk" FOREIGN KEY ("funderOrganizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_contacts" ADD CONSTRAINT "funder_contacts_lenderId_lenders_id_fk" FOREIGN KEY ("lenderId") REFERENCES "public"."lenders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_link_browsers" ADD CONSTRAINT "funder_link_browsers_linkId_funder_links_id_fk" FOREIGN KEY ("linkId") REFERENCES "public"."funder_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_link_codes" ADD CONSTRAINT "funder_link_codes_linkId_funder_links_id_fk" FOREIGN KEY ("linkId") REFERENCES "public"."funder_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_link_events" ADD CONSTRAINT "funder_link_events_linkId_funder_links_id_fk" FOREIGN KEY ("linkId") REFERENCES "public"."funder_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funder_links" ADD CONSTRAINT "funder_links_submissionId_submissions_id_fk" FOREIGN KEY ("submissionId") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funder_contacts_organization_funder_key" ON "funder_contacts" USING btree ("organizationId","funderOrganizationId");--> statement-breakpoint
CREATE INDEX "funder_contacts_funder_idx" ON "funder_contacts" USING btree ("funderOrganizationId");--> statement-breakpoint
CREATE UNIQUE INDEX "funder_link_browsers_token_key" ON "funder_link_browsers" USING btree ("tokenHash");--> statement-breakpoint
CREATE INDEX "funder_link_codes_link_email_idx" ON "funder_link_codes" USING btree ("linkId","email","createdAt");--> statement-breakpoint
CREATE INDEX "funder_link_events_link_idx" ON "funder_link_events" USING btree ("linkId","at");--> statement-breakpoint
CREATE UNIQUE INDEX "funder_links_token_key" ON "funder_links" USING btree ("tokenHash");--> statement-breakpoint
CREATE INDEX "funder_links_submission_idx" ON "funder_links" USING btree ("submissionId","createdAt");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_keptByOrganizationId_organizations_id_fk" FOREIGN KEY ("keptByOrganizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lenders" ADD CONSTRAINT "lenders_keptByOrganizationId_organizations_id_fk" FOREIGN KEY ("keptByOrganizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_kept_by_idx" ON "organizations" USING btree ("keptByOrganizationId");