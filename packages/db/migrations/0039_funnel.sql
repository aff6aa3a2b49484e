ALTER TABLE "submissions" ADD COLUMN "offeredAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "dealFunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The listing funnel (issue 35) reads a listing's cohort from indexes alone. "offeredAt": the first
-- proposal's time (withdrawn or not), kept by a trigger on proposals so every path that offers keeps
-- it. "dealFunded": the deal is funded, kept by triggers on deals (its status) and on submissions
-- (one sent for a deal already funded); funded is a deal's end, but a move out of it clears it too.
CREATE FUNCTION "submissions_offered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "submissions" SET "offeredAt" = NEW."createdAt"
  WHERE "id" = NEW."submissionId" AND ("offeredAt" IS NULL OR "offeredAt" > NEW."createdAt");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "proposals_offered" AFTER INSERT ON "proposals"
	FOR EACH ROW EXECUTE FUNCTION "submissions_offered"();--> statement-breakpoint
CREATE FUNCTION "submissions_deal_funded"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "submissions" SET "dealFunded" = (NEW."status"::text = 'funded')
  WHERE "dealId" = NEW."id" AND "dealFunded" IS DISTINCT FROM (NEW."status"::text = 'funded');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "deals_funded" AFTER UPDATE OF "status" ON "deals"
	FOR EACH ROW WHEN ((OLD."status"::text = 'funded') IS DISTINCT FROM (NEW."status"::text = 'funded'))
	EXECUTE FUNCTION "submissions_deal_funded"();--> statement-breakpoint
CREATE FUNCTION "submission_deal_funded"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."dealFunded" := EXISTS (SELECT 1 FROM "deals" WHERE "id" = NEW."dealId" AND "status"::text = 'funded');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "submissions_deal_funded" BEFORE INSERT OR UPDATE OF "dealId" ON "submissions"
	FOR EACH ROW EXECUTE FUNCTION "submission_deal_funded"();--> statement-breakpoint
UPDATE "submissions" s SET "offeredAt" = p."first"
FROM (SELECT "submissionId", min("createdAt") AS "first" FROM "proposals" GROUP BY "submissionId") p
WHERE p."submissionId" = s."id";--> statement-breakpoint
UPDATE "submissions" s SET "dealFunded" = true FROM "deals" d
WHERE d."id" = s."dealId" AND d."status"::text = 'funded';--> statement-breakpoint
-- The cohort's counts and median: an index-only scan of the listing's rows in the period. The
-- failures: only the rows that failed a criterion.
DROP INDEX "submissions_lender_sent_idx";--> statement-breakpoint
CREATE INDEX "submissions_lender_sent_idx" ON "submissions" USING btree ("lenderId","sentAt")
	INCLUDE ("status","offeredAt","firstResponseAt","dealFunded");--> statement-breakpoint
CREATE INDEX "submissions_lender_failed_idx" ON "submissions" USING btree ("lenderId","sentAt")
	INCLUDE ("failedCriteria") WHERE "failedCriteria" <> '{}';