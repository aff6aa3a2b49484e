CREATE TABLE "job_schedule" (
	"kind" text PRIMARY KEY NOT NULL,
	"slot" bigint NOT NULL,
	"queuedAt" timestamp with time zone DEFAULT now() NOT NULL
);
