ALTER TABLE "organizations" ADD COLUMN "lastDealNumber" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Deals keep the references they have; each organization counts on from its highest (decision 052).
UPDATE "organizations" AS o SET "lastDealNumber" = n."last" FROM (
  SELECT "organizationId", max(substring("reference" from 3)::integer) AS "last"
  FROM "deals" WHERE "reference" ~ '^D-[0-9]+$' GROUP BY "organizationId"
) AS n WHERE n."organizationId" = o."id";--> statement-breakpoint
DROP SEQUENCE "public"."deal_reference_seq";
