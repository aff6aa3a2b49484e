CREATE TABLE "dashboard_commissions" (
	"organizationId" uuid NOT NULL,
	"dealOrganizationId" uuid NOT NULL,
	"ownerId" text NOT NULL,
	"ownerTeamId" uuid,
	"ownerRegionId" uuid,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"entries" integer NOT NULL,
	"amountMinor" bigint NOT NULL,
	CONSTRAINT "dashboard_commissions_key" UNIQUE NULLS NOT DISTINCT("organizationId","dealOrganizationId","ownerId","ownerTeamId","ownerRegionId","day","currency")
);
--> statement-breakpoint
CREATE TABLE "dashboard_fundings" (
	"organizationId" uuid NOT NULL,
	"ownerId" text NOT NULL,
	"ownerTeamId" uuid,
	"ownerRegionId" uuid,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"deals" integer NOT NULL,
	"amountMinor" bigint NOT NULL,
	CONSTRAINT "dashboard_fundings_key" UNIQUE NULLS NOT DISTINCT("organizationId","ownerId","ownerTeamId","ownerRegionId","day","currency")
);
--> statement-breakpoint
ALTER TABLE "dashboard_commissions" ADD CONSTRAINT "dashboard_commissions_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_fundings" ADD CONSTRAINT "dashboard_fundings_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dashboard's figures follow the rows they sum in the same statement, whichever code writes
-- them (issue 38, decision 081). A funding counts once per `funded` entry of a deal's history, with
-- the deal's owner, team, region, currency and funded amount as they are now; an earned or clawed
-- back commission entry on a deal, with the deal's owner, team and region as they are now. Each
-- trigger adds what its rows now contribute and takes off what they contributed before.
CREATE FUNCTION "dashboard_fundings_follow_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only the transition tables the operation has exist: the rows' source is chosen by it.
	EXECUTE format($q$
	INSERT INTO "dashboard_fundings" AS f ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "day", "currency", "deals", "amountMinor")
	SELECT d."organizationId", d."ownerId", d."ownerTeamId", d."ownerRegionId", (h."at" AT TIME ZONE 'UTC')::date, d."currency",
		sum(h.n), sum(h.n * coalesce(d."fundedAmountMinor", d."amountMinor"))
	FROM (%s) h
	-- A deal deleted takes its fundings off before its history goes (dashboard_follow_deal_delete).
	JOIN "deals" d ON d."id" = h."dealId"
	WHERE h."toStatus" = 'funded'
	GROUP BY 1, 2, 3, 4, 5, 6
	HAVING sum(h.n) <> 0 OR sum(h.n * coalesce(d."fundedAmountMinor", d."amountMinor")) <> 0
	ON CONFLICT ON CONSTRAINT "dashboard_fundings_key" DO UPDATE
		SET "deals" = f."deals" + excluded."deals", "amountMinor" = f."amountMinor" + excluded."amountMinor"
	$q$, CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT "dealId", "toStatus", "at", 1 AS n FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT "dealId", "toStatus", "at", -1 AS n FROM old_rows'
		ELSE 'SELECT "dealId", "toStatus", "at", 1 AS n FROM new_rows UNION ALL SELECT "dealId", "toStatus", "at", -1 FROM old_rows'
	END);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_commissions_follow_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format($q$
	INSERT INTO "dashboard_commissions" AS c ("organizationId", "dealOrganizationId", "ownerId", "ownerTeamId", "ownerRegionId", "day", "currency", "entries", "amountMinor")
	SELECT e."organizationId", d."organizationId", d."ownerId", d."ownerTeamId", d."ownerRegionId", (e."at" AT TIME ZONE 'UTC')::date, e."currency",
		sum(e.n), sum(e.n * CASE WHEN e."kind" = 'clawed_back' THEN -e."amountMinor" ELSE e."amountMinor" END)
	FROM (%s) e
	JOIN "deals" d ON d."id" = e."dealId"
	WHERE e."kind" IN ('earned', 'clawed_back')
		-- An organization deleted with its entries takes its figures with it (its cascade).
		AND EXISTS (SELECT 1 FROM "organizations" o WHERE o."id" = e."organizationId")
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(e.n) <> 0 OR sum(e.n * CASE WHEN e."kind" = 'clawed_back' THEN -e."amountMinor" ELSE e."amountMinor" END) <> 0
	ON CONFLICT ON CONSTRAINT "dashboard_commissions_key" DO UPDATE
		SET "entries" = c."entries" + excluded."entries", "amountMinor" = c."amountMinor" + excluded."amountMinor"
	$q$, CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT "organizationId", "dealId", "kind", "amountMinor", "currency", "at", 1 AS n FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT "organizationId", "dealId", "kind", "amountMinor", "currency", "at", -1 AS n FROM old_rows'
		ELSE 'SELECT "organizationId", "dealId", "kind", "amountMinor", "currency", "at", 1 AS n FROM new_rows UNION ALL SELECT "organizationId", "dealId", "kind", "amountMinor", "currency", "at", -1 FROM old_rows'
	END);
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deal's owner, team, region or organization moved, or its currency or funded amount changed:
-- its fundings and commission entries move from what it was to what it is.
CREATE FUNCTION "dashboard_follow_deals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "dashboard_fundings" AS f ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "day", "currency", "deals", "amountMinor")
	SELECT m."organizationId", m."ownerId", m."ownerTeamId", m."ownerRegionId", (h."at" AT TIME ZONE 'UTC')::date, m."currency",
		sum(m.n), sum(m.n * m.amount)
	FROM (
		SELECT n."id", n."organizationId", n."ownerId", n."ownerTeamId", n."ownerRegionId", n."currency", coalesce(n."fundedAmountMinor", n."amountMinor") AS amount, 1 AS n
		FROM new_rows n JOIN old_rows o ON o."id" = n."id"
		WHERE (n."organizationId", n."ownerId", n."ownerTeamId", n."ownerRegionId", n."currency", coalesce(n."fundedAmountMinor", n."amountMinor"))
			IS DISTINCT FROM (o."organizationId", o."ownerId", o."ownerTeamId", o."ownerRegionId", o."currency", coalesce(o."fundedAmountMinor", o."amountMinor"))
		UNION ALL
		SELECT o."id", o."organizationId", o."ownerId", o."ownerTeamId", o."ownerRegionId", o."currency", coalesce(o."fundedAmountMinor", o."amountMinor"), -1
		FROM new_rows n JOIN old_rows o ON o."id" = n."id"
		WHERE (n."organizationId", n."ownerId", n."ownerTeamId", n."ownerRegionId", n."currency", coalesce(n."fundedAmountMinor", n."amountMinor"))
			IS DISTINCT FROM (o."organizationId", o."ownerId", o."ownerTeamId", o."ownerRegionId", o."currency", coalesce(o."fundedAmountMinor", o."amountMinor"))
	) m
	JOIN "deal_history" h ON h."dealId" = m."id" AND h."toStatus" = 'funded'
	GROUP BY 1, 2, 3, 4, 5, 6
	HAVING sum(m.n) <> 0 OR sum(m.n * m.amount) <> 0
	ON CONFLICT ON CONSTRAINT "dashboard_fundings_key" DO UPDATE
		SET "deals" = f."deals" + excluded."deals", "amountMinor" = f."amountMinor" + excluded."amountMinor";
	INSERT INTO "dashboard_commissions" AS c ("organizationId", "dealOrganizationId", "ownerId", "ownerTeamId", "ownerRegionId", "day", "currency", "entries", "amountMinor")
	SELECT e."organizationId", m."organizationId", m."ownerId", m."ownerTeamId", m."ownerRegionId", (e."at" AT TIME ZONE 'UTC')::date, e."currency",
		sum(m.n), sum(m.n * CASE WHEN e."kind" = 'clawed_back' THEN -e."amountMinor" ELSE e."amountMinor" END)
	FROM (
		SELECT n."id", n."organizationId", n."ownerId", n."ownerTeamId", n."ownerRegionId", 1 AS n
		FROM new_rows n JOIN old_rows o ON o."id" = n."id"
		WHERE (n."organizationId", n."ownerId", n."ownerTeamId", n."ownerRegionId") IS DISTINCT FROM (o."organizationId", o."ownerId", o."ownerTeamId", o."ownerRegionId")
		UNION ALL
		SELECT o."id", o."organizationId", o."ownerId", o."ownerTeamId", o."ownerRegionId", -1
		FROM new_rows n JOIN old_rows o ON o."id" = n."id"
		WHERE (n."organizationId", n."ownerId", n."ownerTeamId", n."ownerRegionId") IS DISTINCT FROM (o."organizationId", o."ownerId", o."ownerTeamId", o."ownerRegionId")
	) m
	JOIN "commission_entries" e ON e."dealId" = m."id" AND e."kind" IN ('earned', 'clawed_back')
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(m.n) <> 0
	ON CONFLICT ON CONSTRAINT "dashboard_commissions_key" DO UPDATE
		SET "entries" = c."entries" + excluded."entries", "amountMinor" = c."amountMinor" + excluded."amountMinor";
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deal deleted: its fundings and commission entries are taken off while its history and entries
-- are still there (their own triggers, fired by the cascade, no longer find the deal).
CREATE FUNCTION "dashboard_follow_deal_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "organizations" WHERE "id" = OLD."organizationId") THEN
		INSERT INTO "dashboard_fundings" AS f ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "day", "currency", "deals", "amountMinor")
		SELECT OLD."organizationId", OLD."ownerId", OLD."ownerTeamId", OLD."ownerRegionId", (h."at" AT TIME ZONE 'UTC')::date, OLD."currency",
			-count(*), -count(*) * coalesce(OLD."fundedAmountMinor", OLD."amountMinor")
		FROM "deal_history" h WHERE h."dealId" = OLD."id" AND h."toStatus" = 'funded'
		GROUP BY 5
		ON CONFLICT ON CONSTRAINT "dashboard_fundings_key" DO UPDATE
			SET "deals" = f."deals" + excluded."deals", "amountMinor" = f."amountMinor" + excluded."amountMinor";
	END IF;
	INSERT INTO "dashboard_commissions" AS c ("organizationId", "dealOrganizationId", "ownerId", "ownerTeamId", "ownerRegionId", "day", "currency", "entries", "amountMinor")
	SELECT e."organizationId", OLD."organizationId", OLD."ownerId", OLD."ownerTeamId", OLD."ownerRegionId", (e."at" AT TIME ZONE 'UTC')::date, e."currency",
		-count(*), -sum(CASE WHEN e."kind" = 'clawed_back' THEN -e."amountMinor" ELSE e."amountMinor" END)
	FROM "commission_entries" e
	WHERE e."dealId" = OLD."id" AND e."kind" IN ('earned', 'clawed_back')
		AND EXISTS (SELECT 1 FROM "organizations" o WHERE o."id" = e."organizationId")
	GROUP BY 1, 6, 7
	ON CONFLICT ON CONSTRAINT "dashboard_commissions_key" DO UPDATE
		SET "entries" = c."entries" + excluded."entries", "amountMinor" = c."amountMinor" + excluded."amountMinor";
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "deal_history_dashboard_insert" AFTER INSERT ON "deal_history" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_fundings_follow_history"();
--> statement-breakpoint
CREATE TRIGGER "deal_history_dashboard_update" AFTER UPDATE ON "deal_history" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_fundings_follow_history"();
--> statement-breakpoint
CREATE TRIGGER "deal_history_dashboard_delete" AFTER DELETE ON "deal_history" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_fundings_follow_history"();
--> statement-breakpoint
CREATE TRIGGER "commission_entries_dashboard_insert" AFTER INSERT ON "commission_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_commissions_follow_entries"();
--> statement-breakpoint
CREATE TRIGGER "commission_entries_dashboard_update" AFTER UPDATE ON "commission_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_commissions_follow_entries"();
--> statement-breakpoint
CREATE TRIGGER "commission_entries_dashboard_delete" AFTER DELETE ON "commission_entries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_commissions_follow_entries"();
--> statement-breakpoint
CREATE TRIGGER "deals_dashboard_update" AFTER UPDATE ON "deals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_follow_deals"();
--> statement-breakpoint
CREATE TRIGGER "deals_dashboard_delete" BEFORE DELETE ON "deals" FOR EACH ROW EXECUTE FUNCTION "dashboard_follow_deal_delete"();
--> statement-breakpoint
INSERT INTO "dashboard_fundings" ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "day", "currency", "deals", "amountMinor")
SELECT d."organizationId", d."ownerId", d."ownerTeamId", d."ownerRegionId", (h."at" AT TIME ZONE 'UTC')::date, d."currency",
	count(*), sum(coalesce(d."fundedAmountMinor", d."amountMinor"))
FROM "deal_history" h JOIN "deals" d ON d."id" = h."dealId"
WHERE h."toStatus" = 'funded'
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "dashboard_commissions" ("organizationId", "dealOrganizationId", "ownerId", "ownerTeamId", "ownerRegionId", "day", "currency", "entries", "amountMinor")
SELECT e."organizationId", d."organizationId", d."ownerId", d."ownerTeamId", d."ownerRegionId", (e."at" AT TIME ZONE 'UTC')::date, e."currency",
	count(*), sum(CASE WHEN e."kind" = 'clawed_back' THEN -e."amountMinor" ELSE e."amountMinor" END)
FROM "commission_entries" e JOIN "deals" d ON d."id" = e."dealId"
WHERE e."kind" IN ('earned', 'clawed_back')
GROUP BY 1, 2, 3, 4, 5, 6, 7;
