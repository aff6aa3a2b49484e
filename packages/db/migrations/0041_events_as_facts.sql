ALTER TABLE "deal_history" ADD COLUMN "event" jsonb;--> statement-breakpoint
-- Issue 36, decision 071: the sentences the portal wrote into a deal's history become facts the web
-- words in the reader's language. Only entries the portal wrote, in the shapes it wrote them, are
-- read (a dated "Sent to" entry that did not move the deal, "Accepted X's offer" into accepted,
-- "Funded by X" into funded, the CRM's "CRM stage: X"); anything else stays as its text. Repeatable:
-- an entry read once has its event and no text left to read.
UPDATE "deal_history" AS h SET "event" = CASE
    WHEN h."fromStatus" = h."toStatus" AND m.sent IS NOT NULL
      THEN jsonb_build_object('kind', 'sent', 'funderName', m.sent[1], 'listingName', m.sent[2])
    WHEN h."toStatus" = 'accepted' AND m.accepted IS NOT NULL
      THEN jsonb_build_object('kind', 'offer_accepted', 'funderName', m.accepted[1])
    WHEN h."toStatus" = 'funded' AND m.funded IS NOT NULL
      THEN jsonb_build_object('kind', 'funded', 'funderName', m.funded[1])
    ELSE jsonb_build_object('kind', 'crm_stage', 'stage', m.crm[1])
  END, "reason" = NULL
FROM (
  SELECT "id",
    regexp_match("reason", '^Sent to (.+?) \((.+)\)$') AS sent,
    regexp_match("reason", '^Accepted (.+)''s offer$') AS accepted,
    regexp_match("reason", '^Funded by (.+)$') AS funded,
    regexp_match("reason", '^CRM stage: (.+)$') AS crm
  FROM "deal_history"
  WHERE "event" IS NULL AND "reason" IS NOT NULL
) AS m
WHERE m."id" = h."id" AND (
  (h."fromStatus" = h."toStatus" AND m.sent IS NOT NULL)
  OR (h."toStatus" = 'accepted' AND m.accepted IS NOT NULL)
  OR (h."toStatus" = 'funded' AND m.funded IS NOT NULL)
  OR (h."source" = 'crm' AND m.crm IS NOT NULL)
);
