CREATE TABLE "desk"."saved_views" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"list" text DEFAULT 'remittances' NOT NULL,
	"query" text NOT NULL,
	"columns" jsonb NOT NULL,
	"shared_with_role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_zone" text,
	"theme" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."webhook_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text,
	"reason" text NOT NULL,
	"ip" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "desk"."remittances_created";--> statement-breakpoint
ALTER TABLE "provider"."transaction_quotes" ADD COLUMN "fee" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "desk"."remittances" ADD COLUMN "amount_value" numeric GENERATED ALWAYS AS (amount::numeric) STORED;--> statement-breakpoint
ALTER TABLE "desk"."remittances" ADD COLUMN "receiving_country" text;--> statement-breakpoint
ALTER TABLE "desk"."remittances" ADD COLUMN "merchant_ref" text;--> statement-breakpoint
ALTER TABLE "desk"."remittances" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "desk"."remittances" ADD COLUMN "money" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name" ON "desk"."saved_views" USING btree ("owner_id","list","name");--> statement-breakpoint
CREATE INDEX "saved_views_role" ON "desk"."saved_views" USING btree ("shared_with_role");--> statement-breakpoint
CREATE INDEX "webhook_refusals_received" ON "desk"."webhook_refusals" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_statement" ON "provider"."ledger_entries" USING btree ("merchant_id","currency","created_at","id");--> statement-breakpoint
CREATE INDEX "remittances_updated" ON "desk"."remittances" USING btree ("updated_at","reference");--> statement-breakpoint
CREATE INDEX "remittances_amount" ON "desk"."remittances" USING btree ("amount_value","reference");--> statement-breakpoint
CREATE INDEX "remittances_maker" ON "desk"."remittances" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "remittances_created" ON "desk"."remittances" USING btree ("created_at","reference");--> statement-breakpoint
-- Fill the searchable columns of remittances recorded before they existed.
UPDATE "desk"."remittances" SET "merchant_ref" = "request"->>'merchantRef', "payment_reference" = "request"->'paymentInstruction'->>'paymentReference' WHERE "kind" = 'payment';--> statement-breakpoint
UPDATE "desk"."remittances" SET "receiving_country" = "request"->'internationalTransferInformation'->>'receivingCountry' WHERE "kind" = 'transaction';
