ALTER TABLE "lenders" ADD COLUMN "matchKeys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "lenders" SET "matchKeys" =
	ARRAY(SELECT 'p:' || coalesce(p::text, '*') FROM unnest(coalesce("products"::text[], ARRAY[NULL::text])) AS p)
	|| ARRAY(SELECT 'c:' || coalesce(c, '*') FROM unnest(coalesce("countries", ARRAY[NULL::text])) AS c);--> statement-breakpoint
CREATE INDEX "lenders_match_keys_idx" ON "lenders" USING gin ("matchKeys");--> statement-breakpoint
DROP INDEX "lenders_products_idx";--> statement-breakpoint
DROP INDEX "lenders_countries_idx";--> statement-breakpoint
ALTER TABLE "lenders" DROP COLUMN "products";--> statement-breakpoint
ALTER TABLE "lenders" DROP COLUMN "countries";--> statement-breakpoint
CREATE TABLE "new_fits" (
	"dealId" uuid NOT NULL,
	"lenderId" uuid NOT NULL,
	"foundAt" timestamp with time zone DEFAULT now() NOT NULL,
	"seenAt" timestamp with time zone,
	CONSTRAINT "new_fits_dealId_lenderId_pk" PRIMARY KEY("dealId","lenderId")
);
--> statement-breakpoint
ALTER TABLE "new_fits" ADD CONSTRAINT "new_fits_dealId_deals_id_fk" FOREIGN KEY ("dealId") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_fits" ADD CONSTRAINT "new_fits_lenderId_lenders_id_fk" FOREIGN KEY ("lenderId") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_fits_lender_idx" ON "new_fits" USING btree ("lenderId");--> statement-breakpoint
CREATE INDEX "deals_open_match_idx" ON "deals" USING btree ("product","currency","amountMinor") WHERE "status" in ('draft', 'submitted', 'in_review', 'proposals');