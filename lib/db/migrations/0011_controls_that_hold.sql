CREATE TABLE "desk"."review_rounds" (
	"case_id" text NOT NULL,
	"round" integer NOT NULL,
	"maker_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"quote" jsonb,
	"findings" jsonb NOT NULL,
	"screening" jsonb NOT NULL,
	"decision" jsonb NOT NULL,
	"status" text NOT NULL,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_rounds_case_id_round_pk" PRIMARY KEY("case_id","round")
);
--> statement-breakpoint
ALTER TABLE "desk"."composer_drafts" ADD COLUMN "submissions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "desk"."screening_dismissals" ADD COLUMN "second_by" text;--> statement-breakpoint
-- A held case's deadline was its quote's expiry (a minute); due 24 hours (REVIEW_DEADLINE_HOURS' default) after its submission instead.
UPDATE "desk"."review_cases" SET "deadline" = "submitted_at" + interval '24 hours' WHERE "status" IN ('in_review', 'returned', 'approved');
