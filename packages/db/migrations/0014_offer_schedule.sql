ALTER TABLE "proposals" ADD COLUMN "paymentFrequency" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "fundingDays" integer;