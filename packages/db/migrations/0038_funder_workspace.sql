CREATE TABLE "listing_matches" (
	"lenderId" uuid NOT NULL,
	"dealId" uuid NOT NULL,
	"matchedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_matches_lenderId_dealId_pk" PRIMARY KEY("lenderId","dealId")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "responseTargetHours" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "conditions" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "expiresOn" date;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "awaitingReplySince" timestamp with time zone;--> statement-breakpoint
-- The inbox tab of a submission (contract `inboxTabOf`): immutable, as a generated column needs.
CREATE FUNCTION "submission_inbox_tab"("status" "submission_status", "awaitingReplySince" timestamptz) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE
		WHEN "status"::text = 'accepted' THEN 'won'
		WHEN "status"::text IN ('declined', 'borrower_declined', 'cancelled', 'duplicate') THEN 'lost'
		WHEN "awaitingReplySince" IS NOT NULL THEN 'needs_answer'
		WHEN "status"::text IN ('offered', 'offer_withdrawn') THEN 'offered'
		ELSE 'new'
	END
$$;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "inboxTab" text GENERATED ALWAYS AS (submission_inbox_tab("status", "awaitingReplySince")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "assigneeId" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "declineReason" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "failedCriteria" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_matches" ADD CONSTRAINT "listing_matches_lenderId_lenders_id_fk" FOREIGN KEY ("lenderId") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_matches" ADD CONSTRAINT "listing_matches_dealId_deals_id_fk" FOREIGN KEY ("dealId") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_matches_lender_at_idx" ON "listing_matches" USING btree ("lenderId","matchedAt");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assigneeId_users_id_fk" FOREIGN KEY ("assigneeId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_funder_tab_idx" ON "submissions" USING btree ("funderOrganizationId","inboxTab","sentAt","id");--> statement-breakpoint
CREATE INDEX "submissions_assignee_idx" ON "submissions" USING btree ("assigneeId","inboxTab");--> statement-breakpoint
CREATE INDEX "submissions_lender_sent_idx" ON "submissions" USING btree ("lenderId","sentAt");--> statement-breakpoint
-- A broker's message waits for the funder's answer from the first one after the funder last wrote;
-- the funder's next message answers it (issue 35). Kept by a trigger so every path that writes a
-- message (the thread, a question's answer, the CRM) keeps the inbox's Needs your answer tab true.
CREATE FUNCTION "submissions_awaiting_reply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."side" = 'broker' THEN
		UPDATE "submissions" SET "awaitingReplySince" = coalesce("awaitingReplySince", NEW."createdAt")
		WHERE "id" = NEW."submissionId";
	ELSE
		UPDATE "submissions" SET "awaitingReplySince" = NULL
		WHERE "id" = NEW."submissionId" AND "awaitingReplySince" IS NOT NULL;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "thread_messages_awaiting_reply" AFTER INSERT ON "thread_messages"
	FOR EACH ROW EXECUTE FUNCTION "submissions_awaiting_reply"();--> statement-breakpoint
-- The broker messages already waiting: those after the funder's last message.
UPDATE "submissions" s SET "awaitingReplySince" = w."since"
FROM (
	SELECT m."submissionId", min(m."createdAt") AS "since"
	FROM "thread_messages" m
	WHERE m."side" = 'broker' AND m."createdAt" > coalesce(
		(SELECT max(f."createdAt") FROM "thread_messages" f WHERE f."submissionId" = m."submissionId" AND f."side" = 'funder'),
		'-infinity'::timestamptz)
	GROUP BY m."submissionId"
) w
WHERE s."id" = w."submissionId";
