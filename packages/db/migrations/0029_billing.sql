CREATE TABLE "billing_accounts" (
	"organizationId" uuid PRIMARY KEY NOT NULL,
	"trialEndsAt" timestamp with time zone NOT NULL,
	"trialRemindedAt" timestamp with time zone,
	"customerId" text,
	"subscriptionId" text,
	"status" text,
	"interval" text,
	"priceId" text,
	"seats" integer,
	"currentPeriodEnd" timestamp with time zone,
	"cancelAtPeriodEnd" boolean DEFAULT false NOT NULL,
	"card" jsonb,
	"address" jsonb,
	"nextInvoice" jsonb,
	"invoices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"syncedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_customerId_unique" UNIQUE("customerId")
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"receivedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Brokerages that existed before billing get a whole trial from the upgrade (docs/decisions/041).
INSERT INTO "billing_accounts" ("organizationId", "trialEndsAt")
SELECT "id", now() + interval '14 days' FROM "organizations" WHERE "accountType"::text <> 'funder';
