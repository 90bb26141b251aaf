CREATE TABLE "desk"."approval_rule_sets" (
	"version" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."quotes" (
	"quote_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."review_approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"round" integer NOT NULL,
	"approver_id" text NOT NULL,
	"rule_version" integer NOT NULL,
	"cleared_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."review_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"draft_id" text NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"type" text,
	"status" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"maker_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"previous_request" jsonb,
	"quote" jsonb,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"screening" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decision" jsonb NOT NULL,
	"approvals_required" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"sending_amount" text,
	"sending_currency" text,
	"receiving_country" text,
	"sender_name" text,
	"recipient_name" text,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cases_draft_id_unique" UNIQUE("draft_id"),
	CONSTRAINT "review_cases_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "desk"."review_verdicts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"round" integer NOT NULL,
	"field" text NOT NULL,
	"verdict" text NOT NULL,
	"comment" text,
	"reviewer_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."screening_dismissals" (
	"subject_key" text NOT NULL,
	"entry_id" text NOT NULL,
	"list_name" text NOT NULL,
	"name" text NOT NULL,
	"reason" text NOT NULL,
	"dismissed_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_dismissals_subject_key_entry_id_pk" PRIMARY KEY("subject_key","entry_id")
);
--> statement-breakpoint
ALTER TABLE "desk"."audit_events" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "desk"."audit_events" ADD COLUMN "remittance" text;--> statement-breakpoint
ALTER TABLE "desk"."audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "desk"."audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "review_approvals_once" ON "desk"."review_approvals" USING btree ("case_id","round","approver_id");--> statement-breakpoint
CREATE INDEX "review_cases_queue" ON "desk"."review_cases" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "review_cases_maker" ON "desk"."review_cases" USING btree ("maker_id","updated_at");--> statement-breakpoint
CREATE INDEX "review_verdicts_case" ON "desk"."review_verdicts" USING btree ("case_id","round","field","id");--> statement-breakpoint
CREATE INDEX "audit_events_remittance" ON "desk"."audit_events" USING btree ("remittance","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor" ON "desk"."audit_events" USING btree ("actor_id","id");--> statement-breakpoint
-- The audit trail is append-only in the database itself: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION "desk"."audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'desk.audit_events is append-only: % is refused', TG_OP USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_change" BEFORE UPDATE OR DELETE ON "desk"."audit_events"
  FOR EACH ROW EXECUTE FUNCTION "desk"."audit_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "desk"."audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "desk"."audit_events_append_only"();
