CREATE TABLE "desk"."composer_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"values" jsonb NOT NULL,
	"reference" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."remittance_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."remittances" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"type" text,
	"service_ref" text NOT NULL,
	"status" text NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"sending_amount" text,
	"sending_currency" text,
	"sender_name" text,
	"recipient_name" text,
	"request" jsonb NOT NULL,
	"error_code" text,
	"error_message" text,
	"created_by" text,
	"draft_id" text,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "composer_drafts_owner" ON "desk"."composer_drafts" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "remittance_events_reference" ON "desk"."remittance_events" USING btree ("reference","at");--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_service_ref" ON "desk"."remittances" USING btree ("kind","service_ref");--> statement-breakpoint
CREATE INDEX "remittances_created" ON "desk"."remittances" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "remittances_open" ON "desk"."remittances" USING btree ("final","last_checked_at");