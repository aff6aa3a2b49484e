CREATE TABLE "listing_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lenderId" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "lenders_published_amount_idx";--> statement-breakpoint
DROP INDEX "lenders_match_keys_idx";--> statement-breakpoint
CREATE INDEX "lenders_published_idx" ON "lenders" USING btree ("id") WHERE "lenders"."status" = 'published';--> statement-breakpoint
ALTER TABLE "lenders" DROP COLUMN "matchKeys";--> statement-breakpoint
-- Each change to listings is numbered; writers take turns (the lock is held to commit), so a change
-- numbered after another is never visible before it: a process that read up to N misses none.
CREATE FUNCTION record_listing_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "listing_changes" IN SHARE ROW EXCLUSIVE MODE;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "listing_changes" ("lenderId") SELECT "id" FROM old_rows;
  ELSE
    INSERT INTO "listing_changes" ("lenderId") SELECT "id" FROM new_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lenders_inserted" AFTER INSERT ON "lenders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_changes();--> statement-breakpoint
CREATE TRIGGER "lenders_updated" AFTER UPDATE ON "lenders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_changes();--> statement-breakpoint
CREATE TRIGGER "lenders_deleted" AFTER DELETE ON "lenders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_changes();
