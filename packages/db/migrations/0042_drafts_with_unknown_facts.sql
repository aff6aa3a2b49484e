-- Issue 36, decision 075: a draft may be saved before its business's industry and country are known.
-- Matching says "unknown" for the criteria that need them; sending asks for what the chosen listings need.
ALTER TABLE "borrowers" ALTER COLUMN "industry" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "borrowers" ALTER COLUMN "country" DROP NOT NULL;