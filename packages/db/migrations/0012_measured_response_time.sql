ALTER TABLE "organizations" ADD COLUMN "measuredResponseHours" real;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "firstResponseAt" timestamp with time zone;--> statement-breakpoint
-- A funder's first move on each submission sent before this migration, from its history.
UPDATE "submissions" s SET "firstResponseAt" = (
  SELECT min(e."at") FROM "submission_events" e
  WHERE e."submissionId" = s."id" AND e."toStatus" IN ('info_requested', 'offered', 'declined', 'duplicate')
);
--> statement-breakpoint
-- Each funder's measured response time from those (the rule of measureResponseTime in the API's submissions repo).
UPDATE "organizations" o SET "measuredResponseHours" = (
  SELECT CASE WHEN count(*) >= 3 THEN percentile_cont(0.5) WITHIN GROUP (ORDER BY x.hours) END
  FROM (
    SELECT extract(epoch FROM coalesce(s."firstResponseAt", now()) - s."sentAt") / 3600 AS hours
    FROM "submissions" s
    WHERE s."funderOrganizationId" = o."id" AND (s."firstResponseAt" IS NOT NULL OR s."sentAt" < now() - interval '48 hours')
    ORDER BY s."sentAt" DESC
    LIMIT 50
  ) x
)
WHERE o."id" IN (SELECT "funderOrganizationId" FROM "submissions");
