CREATE TABLE "desk"."demo_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"scenario" text NOT NULL,
	"status" text NOT NULL,
	"reference_prefix" text NOT NULL,
	"progress" jsonb NOT NULL,
	"error" text,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "desk"."settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."exchanges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"status_code" integer,
	"signature" text,
	"latency_ms" integer,
	"body" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."webhook_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"endpoint_id" text,
	"sealed_secret" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "provider"."webhook_endpoints" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "provider"."webhook_endpoints" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk"."approval_rule_sets" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "desk"."approval_rule_sets" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk"."approval_rule_sets" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk"."user" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk"."user" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "desk"."user" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk"."user" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "desk"."invitations" ADD CONSTRAINT "invitations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "desk"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_runs_started" ON "desk"."demo_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "exchanges_reference" ON "desk"."exchanges" USING btree ("reference","id");--> statement-breakpoint
CREATE INDEX "exchanges_at" ON "desk"."exchanges" USING btree ("at");--> statement-breakpoint
CREATE INDEX "invitations_user" ON "desk"."invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webhook_secrets_created" ON "desk"."webhook_secrets" USING btree ("created_at");--> statement-breakpoint
-- Versions saved before two-admin confirmation existed were in force: they stay confirmed by whoever saved them.
UPDATE "desk"."approval_rule_sets" SET "confirmed_at" = "created_at", "confirmed_by" = "created_by" WHERE "confirmed_at" IS NULL;