CREATE TYPE "public"."commission_kind" AS ENUM('expected', 'earned', 'paid', 'clawed_back');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('pending', 'info_requested', 'offered', 'accepted', 'declined', 'borrower_declined', 'cancelled', 'duplicate');--> statement-breakpoint
CREATE TABLE "commission_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizationId" uuid NOT NULL,
	"dealId" uuid NOT NULL,
	"submissionId" uuid,
	"kind" "commission_kind" NOT NULL,
	"amountMinor" bigint NOT NULL,
	"currency" text NOT NULL,
	"rateBp" integer NOT NULL,
	"baseMinor" bigint NOT NULL,
	"actorId" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submissionId" uuid NOT NULL,
	"amountMinor" bigint NOT NULL,
	"currency" text NOT NULL,
	"rateBp" integer,
	"factorBp" integer,
	"termMonths" integer NOT NULL,
	"feesMinor" bigint DEFAULT 0 NOT NULL,
	"brokerCommissionBp" integer NOT NULL,
	"note" text,
	"createdBy" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submissionId" uuid NOT NULL,
	"fromStatus" "submission_status",
	"toStatus" "submission_status" NOT NULL,
	"actorId" text,
	"source" "deal_event_source" NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealId" uuid NOT NULL,
	"lenderId" uuid,
	"brokerOrganizationId" uuid NOT NULL,
	"funderOrganizationId" uuid NOT NULL,
	"status" "submission_status" DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sharedDocumentIds" uuid[] DEFAULT '{}' NOT NULL,
	"sentBy" text NOT NULL,
	"sentAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_history" ALTER COLUMN "at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_dealId_deals_id_fk" FOREIGN KEY ("dealId") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_submissionId_submissions_id_fk" FOREIGN KEY ("submissionId") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_submissionId_submissions_id_fk" FOREIGN KEY ("submissionId") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_submissionId_submissions_id_fk" FOREIGN KEY ("submissionId") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_dealId_deals_id_fk" FOREIGN KEY ("dealId") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_lenderId_lenders_id_fk" FOREIGN KEY ("lenderId") REFERENCES "public"."lenders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_brokerOrganizationId_organizations_id_fk" FOREIGN KEY ("brokerOrganizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_funderOrganizationId_organizations_id_fk" FOREIGN KEY ("funderOrganizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_entries_deal_idx" ON "commission_entries" USING btree ("dealId");--> statement-breakpoint
CREATE INDEX "commission_entries_organization_idx" ON "commission_entries" USING btree ("organizationId","at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_deal_kind_key" ON "commission_entries" USING btree ("dealId","kind") WHERE "commission_entries"."kind" in ('expected', 'earned');--> statement-breakpoint
CREATE INDEX "proposals_submission_idx" ON "proposals" USING btree ("submissionId","createdAt");--> statement-breakpoint
CREATE INDEX "submission_events_submission_idx" ON "submission_events" USING btree ("submissionId","at");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_deal_funder_key" ON "submissions" USING btree ("dealId","funderOrganizationId");--> statement-breakpoint
CREATE INDEX "submissions_funder_sent_idx" ON "submissions" USING btree ("funderOrganizationId","sentAt");