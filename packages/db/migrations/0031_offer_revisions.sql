ALTER TYPE "public"."submission_status" ADD VALUE 'offer_withdrawn' BEFORE 'accepted';--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "revisesId" uuid;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "withdrawnAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submission_events" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_revisesId_proposals_id_fk" FOREIGN KEY ("revisesId") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;