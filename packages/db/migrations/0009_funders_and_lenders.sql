CREATE TYPE "public"."listing_status" AS ENUM('draft', 'published');--> statement-breakpoint
ALTER TYPE "public"."account_type" ADD VALUE 'funder';--> statement-breakpoint
CREATE TABLE "operators" (
	"userId" text PRIMARY KEY NOT NULL,
	"grantedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizationId" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"currency" text NOT NULL,
	"status" "listing_status" DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"products" "deal_product"[],
	"amountMinMinor" bigint,
	"amountMaxMinor" bigint,
	"countries" text[],
	"rateMinBp" integer,
	"rateMaxBp" integer,
	"factorMinBp" integer,
	"factorMaxBp" integer,
	"brokerCommissionBp" integer,
	"promisedResponseHours" integer,
	"criteriaUpdatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"publishedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "approvedAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "approvedBy" text;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lenders" ADD CONSTRAINT "lenders_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lenders_organization_idx" ON "lenders" USING btree ("organizationId");--> statement-breakpoint
CREATE INDEX "lenders_published_amount_idx" ON "lenders" USING btree ("currency","amountMinMinor","amountMaxMinor") WHERE "lenders"."status" = 'published';--> statement-breakpoint
CREATE INDEX "lenders_products_idx" ON "lenders" USING gin ("products");--> statement-breakpoint
CREATE INDEX "lenders_countries_idx" ON "lenders" USING gin ("countries");