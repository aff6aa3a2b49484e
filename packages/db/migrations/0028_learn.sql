CREATE TABLE "learn_accreditations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" text NOT NULL,
	"product" text NOT NULL,
	"courseId" uuid NOT NULL,
	"versionId" uuid NOT NULL,
	"attemptId" uuid NOT NULL,
	"certificateId" text NOT NULL,
	"cpdMinutes" integer NOT NULL,
	"passedAt" timestamp with time zone NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"graceEndsAt" timestamp with time zone,
	"remindedAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "learn_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"userId" text NOT NULL,
	"courseId" uuid NOT NULL,
	"versionId" uuid NOT NULL,
	"shuffled" jsonb NOT NULL,
	"startedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"submittedAt" timestamp with time zone,
	"answers" jsonb,
	"score" integer,
	"passed" boolean,
	"wrongQuestionIds" jsonb
);
--> statement-breakpoint
CREATE TABLE "learn_course_products" (
	"product" text PRIMARY KEY NOT NULL,
	"courseId" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learn_course_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courseId" uuid NOT NULL,
	"number" integer NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"minutes" integer NOT NULL,
	"passMark" integer NOT NULL,
	"products" jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"publishedAt" timestamp with time zone,
	"publishedBy" text
);
--> statement-breakpoint
CREATE TABLE "learn_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publishedVersionId" uuid,
	"draftVersionId" uuid,
	"createdBy" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learn_lesson_progress" (
	"userId" text NOT NULL,
	"lessonId" uuid NOT NULL,
	"readAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learn_lesson_progress_userId_lessonId_pk" PRIMARY KEY("userId","lessonId")
);
--> statement-breakpoint
CREATE TABLE "learn_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"versionId" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"bodyHtml" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learn_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"versionId" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"choices" jsonb NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learn_accreditations" ADD CONSTRAINT "learn_accreditations_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_accreditations" ADD CONSTRAINT "learn_accreditations_courseId_learn_courses_id_fk" FOREIGN KEY ("courseId") REFERENCES "public"."learn_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_accreditations" ADD CONSTRAINT "learn_accreditations_versionId_learn_course_versions_id_fk" FOREIGN KEY ("versionId") REFERENCES "public"."learn_course_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_accreditations" ADD CONSTRAINT "learn_accreditations_attemptId_learn_attempts_id_fk" FOREIGN KEY ("attemptId") REFERENCES "public"."learn_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_attempts" ADD CONSTRAINT "learn_attempts_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_attempts" ADD CONSTRAINT "learn_attempts_courseId_learn_courses_id_fk" FOREIGN KEY ("courseId") REFERENCES "public"."learn_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_attempts" ADD CONSTRAINT "learn_attempts_versionId_learn_course_versions_id_fk" FOREIGN KEY ("versionId") REFERENCES "public"."learn_course_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_course_products" ADD CONSTRAINT "learn_course_products_courseId_learn_courses_id_fk" FOREIGN KEY ("courseId") REFERENCES "public"."learn_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_course_versions" ADD CONSTRAINT "learn_course_versions_courseId_learn_courses_id_fk" FOREIGN KEY ("courseId") REFERENCES "public"."learn_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_course_versions" ADD CONSTRAINT "learn_course_versions_publishedBy_users_id_fk" FOREIGN KEY ("publishedBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_courses" ADD CONSTRAINT "learn_courses_createdBy_users_id_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_lesson_progress" ADD CONSTRAINT "learn_lesson_progress_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_lesson_progress" ADD CONSTRAINT "learn_lesson_progress_lessonId_learn_lessons_id_fk" FOREIGN KEY ("lessonId") REFERENCES "public"."learn_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_lessons" ADD CONSTRAINT "learn_lessons_versionId_learn_course_versions_id_fk" FOREIGN KEY ("versionId") REFERENCES "public"."learn_course_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_questions" ADD CONSTRAINT "learn_questions_versionId_learn_course_versions_id_fk" FOREIGN KEY ("versionId") REFERENCES "public"."learn_course_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learn_accreditations_user_product_idx" ON "learn_accreditations" USING btree ("userId","product","expiresAt");--> statement-breakpoint
CREATE INDEX "learn_accreditations_certificate_idx" ON "learn_accreditations" USING btree ("certificateId");--> statement-breakpoint
CREATE INDEX "learn_accreditations_expires_idx" ON "learn_accreditations" USING btree ("expiresAt");--> statement-breakpoint
CREATE INDEX "learn_attempts_user_course_idx" ON "learn_attempts" USING btree ("userId","courseId","startedAt");--> statement-breakpoint
CREATE UNIQUE INDEX "learn_course_versions_number_idx" ON "learn_course_versions" USING btree ("courseId","number");--> statement-breakpoint
CREATE INDEX "learn_lessons_version_idx" ON "learn_lessons" USING btree ("versionId","position");--> statement-breakpoint
CREATE INDEX "learn_questions_version_idx" ON "learn_questions" USING btree ("versionId","position");