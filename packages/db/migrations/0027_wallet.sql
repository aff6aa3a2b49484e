CREATE TYPE "public"."commission_basis" AS ENUM('owner', 'split', 'override');--> statement-breakpoint
ALTER TYPE "public"."commission_kind" ADD VALUE 'received' BEFORE 'paid';--> statement-breakpoint
CREATE TABLE "commission_splits" (
	"dealId" uuid NOT NULL,
	"userId" text NOT NULL,
	"shareBp" integer NOT NULL,
	"setBy" text NOT NULL,
	"setAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_splits_dealId_userId_pk" PRIMARY KEY("dealId","userId")
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"organizationId" uuid PRIMARY KEY NOT NULL,
	"teamManagerBp" integer DEFAULT 0 NOT NULL,
	"countryManagerBp" integer DEFAULT 0 NOT NULL,
	"generalManagerBp" integer DEFAULT 0 NOT NULL,
	"clawbackDays" integer DEFAULT 90 NOT NULL,
	"updatedBy" text,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "commission_entries_deal_kind_key";--> statement-breakpoint
ALTER TABLE "commission_entries" ALTER COLUMN "dealId" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_entries" ALTER COLUMN "rateBp" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_entries" ALTER COLUMN "baseMinor" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "beneficiaryId" text;--> statement-breakpoint
UPDATE "commission_entries" SET "beneficiaryId" = "deals"."ownerId" FROM "deals" WHERE "deals"."id" = "commission_entries"."dealId";--> statement-breakpoint
ALTER TABLE "commission_entries" ALTER COLUMN "beneficiaryId" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "basis" "commission_basis";--> statement-breakpoint
UPDATE "commission_entries" SET "basis" = 'owner';--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "level" "sales_role";--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "shareBp" integer;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "correctsId" uuid;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "commission_splits" ADD CONSTRAINT "commission_splits_dealId_deals_id_fk" FOREIGN KEY ("dealId") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_splits" ADD CONSTRAINT "commission_splits_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD CONSTRAINT "wallet_settings_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_correctsId_commission_entries_id_fk" FOREIGN KEY ("correctsId") REFERENCES "public"."commission_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_entries_beneficiary_idx" ON "commission_entries" USING btree ("beneficiaryId","at");--> statement-breakpoint
CREATE INDEX "commission_entries_corrects_idx" ON "commission_entries" USING btree ("correctsId");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_deal_share_key" ON "commission_entries" USING btree ("dealId","kind","beneficiaryId","basis") WHERE "commission_entries"."kind" in ('expected', 'earned') and "commission_entries"."correctsId" is null;