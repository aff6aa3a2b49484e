ALTER TABLE "organizations" ADD COLUMN "logoImage" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatarImage" text;