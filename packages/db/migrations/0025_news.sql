CREATE TYPE "public"."news_audience" AS ENUM('platform', 'organization', 'region', 'team');--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizationId" uuid,
	"audience" "news_audience" NOT NULL,
	"regionId" uuid,
	"teamId" uuid,
	"authorId" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"bodyHtml" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"userId" text NOT NULL,
	"postId" uuid NOT NULL,
	"readAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_userId_postId_pk" PRIMARY KEY("userId","postId")
);
--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_regionId_sales_regions_id_fk" FOREIGN KEY ("regionId") REFERENCES "public"."sales_regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_teamId_teams_id_fk" FOREIGN KEY ("teamId") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_authorId_users_id_fk" FOREIGN KEY ("authorId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_postId_news_posts_id_fk" FOREIGN KEY ("postId") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_posts_organization_created_idx" ON "news_posts" USING btree ("organizationId","createdAt");--> statement-breakpoint
CREATE INDEX "news_posts_region_idx" ON "news_posts" USING btree ("regionId");--> statement-breakpoint
CREATE INDEX "news_posts_team_idx" ON "news_posts" USING btree ("teamId");--> statement-breakpoint
CREATE INDEX "news_reads_post_idx" ON "news_reads" USING btree ("postId");