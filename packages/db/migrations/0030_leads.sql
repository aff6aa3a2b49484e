CREATE TABLE "lead_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"leadId" uuid NOT NULL,
	"kind" text NOT NULL,
	"fromValue" text,
	"toValue" text,
	"body" text,
	"actorId" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_links" (
	"userId" text PRIMARY KEY NOT NULL,
	"organizationId" uuid NOT NULL,
	"token" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_links_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizationId" uuid NOT NULL,
	"assigneeId" text,
	"status" text DEFAULT 'new' NOT NULL,
	"source" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"contactName" text NOT NULL,
	"companyName" text,
	"email" text,
	"phone" text,
	"amountMinor" bigint,
	"currency" text,
	"product" text,
	"purpose" text,
	"country" text,
	"lostReason" text,
	"emailKey" text,
	"phoneKey" text,
	"companyKey" text,
	"externalId" text,
	"borrowerId" uuid,
	"dealId" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_leadId_leads_id_fk" FOREIGN KEY ("leadId") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_actorId_users_id_fk" FOREIGN KEY ("actorId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_links" ADD CONSTRAINT "lead_links_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_links" ADD CONSTRAINT "lead_links_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_organizationId_organizations_id_fk" FOREIGN KEY ("organizationId") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigneeId_users_id_fk" FOREIGN KEY ("assigneeId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_borrowerId_borrowers_id_fk" FOREIGN KEY ("borrowerId") REFERENCES "public"."borrowers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealId_deals_id_fk" FOREIGN KEY ("dealId") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activities_lead_created_idx" ON "lead_activities" USING btree ("leadId","createdAt");--> statement-breakpoint
CREATE INDEX "leads_organization_created_idx" ON "leads" USING btree ("organizationId","createdAt");--> statement-breakpoint
CREATE INDEX "leads_organization_assignee_idx" ON "leads" USING btree ("organizationId","assigneeId");--> statement-breakpoint
CREATE INDEX "leads_organization_email_idx" ON "leads" USING btree ("organizationId","emailKey");--> statement-breakpoint
CREATE INDEX "leads_organization_phone_idx" ON "leads" USING btree ("organizationId","phoneKey");--> statement-breakpoint
CREATE INDEX "leads_organization_company_idx" ON "leads" USING btree ("organizationId","companyKey");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_organization_external_key" ON "leads" USING btree ("organizationId","externalId");