CREATE TYPE "public"."deal_event_source" AS ENUM('ui', 'api', 'crm');--> statement-breakpoint
CREATE TYPE "public"."deal_product" AS ENUM('term_loan', 'line_of_credit', 'merchant_cash_advance', 'equipment_finance', 'invoice_finance', 'government_backed_loan', 'commercial_real_estate', 'bridge', 'residential_investment');--> statement-breakpoint
CREATE TYPE "public"."deal_status" AS ENUM('draft', 'submitted', 'in_review', 'proposals', 'accepted', 'funded', 'withdrawn', 'declined', 'lost');--> statement-breakpoint
CREATE TYPE "public"."entity_type" AS ENUM('sole_trader', 'partnership', 'limited_company', 'llc', 'corporation', 'non_profit', 'other');--> statement-breakpoint
CREATE SEQUENCE "public"."deal_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "borrowers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizationId" uuid NOT NULL,
	"legalName" text NOT NULL,
	"tradingName" text,
	"entityType" "entity_type" NOT NULL,
	"registrationNumber" text,
	"industry" text NOT NULL,
	"startDate" date,
	"address" text,
	"country" text NOT NULL,
	"owners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"property" jsonb,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealId" uuid NOT NULL,
	"fromStatus" "deal_status",
	"toStatus" "deal_status" NOT NULL,
	"actorId" text,
	"source" "deal_event_source" NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizationId" uuid NOT NULL,
	"ownerId" text NOT NULL,
	"borrowerId" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" "deal_status" DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"product" "deal_product" NOT NULL,
	"amountMinor" bigint NOT NULL,
	"currency" text NOT NULL,
	"purpose" text NOT NULL,
	"termMonths" integer,
	"monthlyRevenueMinor" bigint,
	"existingAdvancesMinor" bigint,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "borrowers" ADD CONSTRAINT "borrowers_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_history" ADD CONSTRAINT "deal_history_dealId_deals_id_fk" FOREIGN KEY ("dealId") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_history" ADD CONSTRAINT "deal_history_actorId_users_id_fk" FOREIGN KEY ("actorId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_borrowerId_borrowers_id_fk" FOREIGN KEY ("borrowerId") REFERENCES "public"."borrowers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "borrowers_organization_id_idx" ON "borrowers" USING btree ("organizationId");--> statement-breakpoint
CREATE INDEX "deal_history_deal_id_idx" ON "deal_history" USING btree ("dealId","at");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_organization_reference_key" ON "deals" USING btree ("organizationId","reference");--> statement-breakpoint
CREATE INDEX "deals_organization_created_idx" ON "deals" USING btree ("organizationId","createdAt");--> statement-breakpoint
CREATE INDEX "deals_owner_idx" ON "deals" USING btree ("ownerId");