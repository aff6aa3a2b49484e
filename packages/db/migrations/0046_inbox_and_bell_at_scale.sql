-- Issue 38, decision 091 (docs/decisions/091-inbox-and-bell-at-scale.md): the funder inbox at
-- 1,000,000 submissions and the bell's unread count kept per person.
--
-- The bell: how many of a person's notifications are unread, kept by statement triggers on
-- "notifications" (every insert, read mark and delete, whichever code writes it, and the cascade
-- of a person's deletion), so GET /v1/notifications/unread-count reads one row.
CREATE TABLE "notification_unread_counts" (
	"userId" text PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_unread_counts" ADD CONSTRAINT "notification_unread_counts_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement's rows moved per person: +1 for an unread row added, -1 for one taken away
-- (deleted, or marked read), the reverse for one marked unread again. A person deleted in the same
-- statement (the cascade of a deleted account) gets no row back: the join to "users".
CREATE FUNCTION "notification_unread_follow_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "notification_unread_counts" ("userId", "unread")
	SELECT d."userId", d.n FROM (
		SELECT "userId", count(*)::int AS n FROM new_rows WHERE "readAt" IS NULL GROUP BY "userId"
	) d JOIN "users" u ON u.id = d."userId" ORDER BY d."userId"
	ON CONFLICT ("userId") DO UPDATE SET "unread" = "notification_unread_counts"."unread" + excluded."unread";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notification_unread_follow_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "notification_unread_counts" c SET "unread" = c."unread" - d.n FROM (
		SELECT "userId", count(*)::int AS n FROM old_rows WHERE "readAt" IS NULL GROUP BY "userId"
	) d WHERE c."userId" = d."userId";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notification_unread_follow_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "notification_unread_counts" ("userId", "unread")
	SELECT d."userId", d.n FROM (
		SELECT "userId", sum(n)::int AS n FROM (
			SELECT "userId", 1 AS n FROM new_rows WHERE "readAt" IS NULL
			UNION ALL
			SELECT "userId", -1 FROM old_rows WHERE "readAt" IS NULL
		) moved GROUP BY "userId" HAVING sum(n) <> 0
	) d JOIN "users" u ON u.id = d."userId" ORDER BY d."userId"
	ON CONFLICT ("userId") DO UPDATE SET "unread" = "notification_unread_counts"."unread" + excluded."unread";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_unread_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_follow_insert"();--> statement-breakpoint
CREATE TRIGGER "notifications_unread_update" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_follow_update"();--> statement-breakpoint
CREATE TRIGGER "notifications_unread_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_follow_delete"();--> statement-breakpoint
CREATE FUNCTION "notification_unread_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "notification_unread_counts";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_unread_truncate" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_truncate"();--> statement-breakpoint
INSERT INTO "notification_unread_counts" ("userId", "unread")
SELECT "userId", count(*)::int FROM "notifications" WHERE "readAt" IS NULL GROUP BY "userId";--> statement-breakpoint
-- The inbox: the deal's and borrower's facts it sorts and filters by, on the submission, copied when
-- it is sent and kept in step by triggers with every later change of the deal or the borrower.
-- The business order's key: the name in lower case, empty once the deal is withdrawn (decision
-- 021); the status compared as text, as submission_inbox_tab (0038) does.
CREATE FUNCTION "submission_business_sort_key"("status" "submission_status", "businessName" text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN "status"::text = 'cancelled' THEN '' ELSE lower("businessName") END
$$;--> statement-breakpoint
DROP INDEX "submissions_funder_tab_idx";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "dealAmountMinor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "dealReference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "dealProduct" "deal_product" DEFAULT 'term_loan' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "businessName" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "businessCountry" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "businessSortKey" text GENERATED ALWAYS AS (submission_business_sort_key("status", "businessName")) STORED NOT NULL;--> statement-breakpoint
UPDATE "submissions" s SET "dealAmountMinor" = d."amountMinor", "dealReference" = d.reference,
	"dealProduct" = d.product, "businessName" = b."legalName", "businessCountry" = b.country
FROM "deals" d JOIN "borrowers" b ON b.id = d."borrowerId" WHERE d.id = s."dealId";--> statement-breakpoint
-- A submission sent (or moved to another deal) takes its deal's facts as they are.
CREATE FUNCTION "submissions_deal_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT d."amountMinor", d.reference, d.product, b."legalName", b.country
	INTO NEW."dealAmountMinor", NEW."dealReference", NEW."dealProduct", NEW."businessName", NEW."businessCountry"
	FROM "deals" d JOIN "borrowers" b ON b.id = d."borrowerId" WHERE d.id = NEW."dealId";
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "submissions_deal_facts" BEFORE INSERT OR UPDATE OF "dealId", "dealAmountMinor", "dealReference", "dealProduct", "businessName", "businessCountry" ON "submissions"
	FOR EACH ROW EXECUTE FUNCTION "submissions_deal_facts"();--> statement-breakpoint
-- A deal's amount, reference, product or borrower changed: its submissions follow.
CREATE FUNCTION "deals_submission_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "submissions" SET "dealId" = "dealId" WHERE "dealId" = NEW.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "deals_submission_facts" AFTER UPDATE OF "amountMinor", "reference", "product", "borrowerId" ON "deals"
	FOR EACH ROW WHEN (OLD."amountMinor" IS DISTINCT FROM NEW."amountMinor" OR OLD.reference IS DISTINCT FROM NEW.reference
		OR OLD.product IS DISTINCT FROM NEW.product OR OLD."borrowerId" IS DISTINCT FROM NEW."borrowerId")
	EXECUTE FUNCTION "deals_submission_facts"();--> statement-breakpoint
-- A borrower renamed or its country set: the submissions of its deals follow.
CREATE FUNCTION "borrowers_submission_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "submissions" s SET "dealId" = s."dealId" FROM "deals" d WHERE d."borrowerId" = NEW.id AND s."dealId" = d.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "borrowers_submission_facts" AFTER UPDATE OF "legalName", "country" ON "borrowers"
	FOR EACH ROW WHEN (OLD."legalName" IS DISTINCT FROM NEW."legalName" OR OLD.country IS DISTINCT FROM NEW.country)
	EXECUTE FUNCTION "borrowers_submission_facts"();--> statement-breakpoint
CREATE INDEX "submissions_funder_tab_idx" ON "submissions" USING btree ("funderOrganizationId","inboxTab","sentAt","id","brokerOrganizationId","lenderId","assigneeId","dealProduct","businessCountry","dealAmountMinor");--> statement-breakpoint
CREATE INDEX "submissions_funder_tab_amount_idx" ON "submissions" USING btree ("funderOrganizationId","inboxTab","dealAmountMinor","id","brokerOrganizationId","lenderId","assigneeId","dealProduct","businessCountry","sentAt");--> statement-breakpoint
CREATE INDEX "submissions_funder_tab_business_idx" ON "submissions" USING btree ("funderOrganizationId","inboxTab","businessSortKey","id","brokerOrganizationId","lenderId","assigneeId","dealProduct","businessCountry","dealAmountMinor","sentAt");--> statement-breakpoint
CREATE INDEX "submissions_funder_tab_reference_idx" ON "submissions" USING btree ("funderOrganizationId","inboxTab","dealReference","id","brokerOrganizationId","lenderId","assigneeId","dealProduct","businessCountry","dealAmountMinor","sentAt");--> statement-breakpoint
-- The inbox's search (any part of the business's name, the reference's start): trigram indexes
-- where the server has pg_trgm, as for deals (0006) and leads (0044); without them (the embedded
-- PGlite) the same query gives the same answers.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "submissions_business_name_trgm_idx" ON "submissions" USING gin ("businessName" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "submissions_deal_reference_trgm_idx" ON "submissions" USING gin ("dealReference" gin_trgm_ops);
  END IF;
END
$$;
