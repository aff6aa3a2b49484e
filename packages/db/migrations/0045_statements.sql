CREATE TYPE "public"."statement_status" AS ENUM('reading', 'read', 'refused');--> statement-breakpoint
CREATE TABLE "statement_column_choices" (
	"organizationId" uuid NOT NULL,
	"headerSignature" text NOT NULL,
	"bank" text,
	"columns" jsonb NOT NULL,
	"chosenBy" text NOT NULL,
	"chosenAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_column_choices_organizationId_headerSignature_pk" PRIMARY KEY("organizationId","headerSignature")
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"documentId" uuid PRIMARY KEY NOT NULL,
	"organizationId" uuid NOT NULL,
	"dealId" uuid,
	"status" "statement_status" DEFAULT 'reading' NOT NULL,
	"readingSince" timestamp with time zone DEFAULT now() NOT NULL,
	"refusalCode" text,
	"refusalMessage" text,
	"refusalColumns" jsonb,
	"columns" jsonb,
	"format" text,
	"bank" text,
	"accountName" text,
	"accountLast4" text,
	"currency" text,
	"periodStart" date,
	"periodEnd" date,
	"openingBalanceMinor" bigint,
	"closingBalanceMinor" bigint,
	"meta" jsonb,
	"lineCount" integer,
	"lines" jsonb,
	"readAt" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "statement_column_choices" ADD CONSTRAINT "statement_column_choices_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_documentId_documents_id_fk" FOREIGN KEY ("documentId") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_dealId_deals_id_fk" FOREIGN KEY ("dealId") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statements_deal_idx" ON "statements" USING btree ("dealId");