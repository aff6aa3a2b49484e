CREATE TABLE "deal_stage_counts" (
	"organizationId" uuid NOT NULL,
	"ownerId" text NOT NULL,
	"ownerTeamId" uuid,
	"ownerRegionId" uuid,
	"status" "deal_status" NOT NULL,
	"currency" text NOT NULL,
	"deals" integer NOT NULL,
	"amountMinor" bigint NOT NULL,
	CONSTRAINT "deal_stage_counts_key" UNIQUE NULLS NOT DISTINCT("organizationId","ownerId","ownerTeamId","ownerRegionId","status","currency")
);
--> statement-breakpoint
ALTER TABLE "deal_stage_counts" ADD CONSTRAINT "deal_stage_counts_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts follow the deals in the same statement, whichever code writes them (issue 34): each
-- statement's rows before and after, grouped, are taken off and added; a change that moves no
-- count (a deal's facts, its version) writes nothing.
CREATE FUNCTION "deal_stage_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "deal_stage_counts" AS c ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "status", "currency", "deals", "amountMinor")
		SELECT "organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "status", "currency", count(*), sum("amountMinor")
		FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6
		ON CONFLICT ON CONSTRAINT "deal_stage_counts_key" DO UPDATE
			SET "deals" = c."deals" + excluded."deals", "amountMinor" = c."amountMinor" + excluded."amountMinor";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "deal_stage_counts" AS c ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "status", "currency", "deals", "amountMinor")
		SELECT o."organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "status", "currency", -count(*), -sum("amountMinor")
		FROM old_rows o
		-- An organization deleted with its deals takes its counts with it (its cascade).
		WHERE EXISTS (SELECT 1 FROM "organizations" WHERE "id" = o."organizationId")
		GROUP BY 1, 2, 3, 4, 5, 6
		ON CONFLICT ON CONSTRAINT "deal_stage_counts_key" DO UPDATE
			SET "deals" = c."deals" + excluded."deals", "amountMinor" = c."amountMinor" + excluded."amountMinor";
	ELSE
		INSERT INTO "deal_stage_counts" AS c ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "status", "currency", "deals", "amountMinor")
		SELECT "organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "status", "currency", sum(n), sum(amount)
		FROM (
			SELECT "organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "status", "currency", 1 AS n, "amountMinor" AS amount FROM new_rows
			UNION ALL
			SELECT "organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "status", "currency", -1, -"amountMinor" FROM old_rows
		) moved
		GROUP BY 1, 2, 3, 4, 5, 6
		HAVING sum(n) <> 0 OR sum(amount) <> 0
		ON CONFLICT ON CONSTRAINT "deal_stage_counts_key" DO UPDATE
			SET "deals" = c."deals" + excluded."deals", "amountMinor" = c."amountMinor" + excluded."amountMinor";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "deals_counts_insert" AFTER INSERT ON "deals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "deal_stage_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "deals_counts_update" AFTER UPDATE ON "deals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "deal_stage_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "deals_counts_delete" AFTER DELETE ON "deals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "deal_stage_counts_follow"();
--> statement-breakpoint
INSERT INTO "deal_stage_counts" ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "status", "currency", "deals", "amountMinor")
SELECT "organizationId", "ownerId", "ownerTeamId", "ownerRegionId", "status", "currency", count(*), sum("amountMinor")
FROM "deals" GROUP BY 1, 2, 3, 4, 5, 6;
