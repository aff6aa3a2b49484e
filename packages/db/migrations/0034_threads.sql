CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submissionId" uuid NOT NULL,
	"authorId" text NOT NULL,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"documentIds" uuid[] DEFAULT '{}' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_reads" (
	"submissionId" uuid NOT NULL,
	"userId" text NOT NULL,
	"readAt" timestamp with time zone NOT NULL,
	CONSTRAINT "thread_reads_submissionId_userId_pk" PRIMARY KEY("submissionId","userId")
);
--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_submissionId_submissions_id_fk" FOREIGN KEY ("submissionId") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_submissionId_submissions_id_fk" FOREIGN KEY ("submissionId") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_messages_submission_idx" ON "thread_messages" USING btree ("submissionId","createdAt","id");--> statement-breakpoint
-- The funders' questions and the brokers' answers written so far become the first messages of
-- each submission's thread, in the order they were written.
INSERT INTO "thread_messages" ("submissionId", "authorId", "side", "body", "createdAt")
SELECT "submissionId", coalesce("actorId", ''),
	CASE WHEN "toStatus" = 'info_requested' THEN 'funder' ELSE 'broker' END,
	btrim("note"), "at"
FROM "submission_events"
WHERE "note" IS NOT NULL AND btrim("note") <> ''
	AND ("toStatus" = 'info_requested' OR ("fromStatus" = 'info_requested' AND "toStatus" = 'pending'))
ORDER BY "at", "id";
