CREATE TYPE "public"."document_status" AS ENUM('uploading', 'ready', 'deleting');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('bank_statement', 'tax_return', 'identity', 'proof_of_address', 'financial_statement', 'property_valuation', 'other');--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizationId" uuid NOT NULL,
	"borrowerId" uuid NOT NULL,
	"dealId" uuid,
	"status" "document_status" DEFAULT 'uploading' NOT NULL,
	"type" "document_type" NOT NULL,
	"fileName" text NOT NULL,
	"contentType" text NOT NULL,
	"sizeBytes" bigint,
	"sha256" text,
	"storageKey" text NOT NULL,
	"expiresOn" date,
	"uploadedBy" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_borrowerId_borrowers_id_fk" FOREIGN KEY ("borrowerId") REFERENCES "public"."borrowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_dealId_deals_id_fk" FOREIGN KEY ("dealId") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key_key" ON "documents" USING btree ("storageKey");--> statement-breakpoint
CREATE INDEX "documents_borrower_created_idx" ON "documents" USING btree ("borrowerId","createdAt");--> statement-breakpoint
CREATE INDEX "documents_status_created_idx" ON "documents" USING btree ("status","createdAt");