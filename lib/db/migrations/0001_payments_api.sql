CREATE TABLE "provider"."beneficiaries" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"verification_status" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."files" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"declared_size" integer NOT NULL,
	"status" text NOT NULL,
	"size" integer,
	"sha256" text,
	"rejection_reason" text,
	"upload_expires_at" timestamp (3) with time zone NOT NULL,
	"next_step_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."fx_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"sell_currency" text NOT NULL,
	"buy_currency" text NOT NULL,
	"fixed_side" text NOT NULL,
	"sell_amount" numeric NOT NULL,
	"buy_amount" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"fee_currency" text NOT NULL,
	"fee_amount" numeric NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_by" text,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."fx_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" numeric NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."idempotency_keys" (
	"merchant_id" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_merchant_id_scope_key_pk" PRIMARY KEY("merchant_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "provider"."lifecycle_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"aggregate" text NOT NULL,
	"ref" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."payers" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"payer_type" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."payments" (
	"service_ref" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"request_id" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"quote_id" text NOT NULL,
	"record" jsonb NOT NULL,
	"next_step_at" timestamp (3) with time zone,
	"planned_outcome" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "provider"."transaction_quotes" (
	"quote_id" text PRIMARY KEY NOT NULL,
	"quotation_reference" text NOT NULL,
	"merchant_id" text NOT NULL,
	"type" text NOT NULL,
	"payout_instrument" text NOT NULL,
	"receiving_country" text NOT NULL,
	"sending_currency" text NOT NULL,
	"sending_amount" numeric NOT NULL,
	"receiving_currency" text NOT NULL,
	"receiving_amount" numeric NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_by" text,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."transactions" (
	"service_ref" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"partner_ref" text NOT NULL,
	"request_hash" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric NOT NULL,
	"currency" text NOT NULL,
	"quote_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"error_code" text,
	"error_message" text,
	"next_step_at" timestamp (3) with time zone,
	"planned_outcome" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"url" text NOT NULL,
	"status_code" integer,
	"latency_ms" integer NOT NULL,
	"response_excerpt" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"secret" text NOT NULL,
	"event_types" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."webhook_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"endpoint_id" text,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone,
	"last_status_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "desk"."webhook_receipts" (
	"message_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "beneficiaries_merchant" ON "provider"."beneficiaries" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "files_merchant" ON "provider"."files" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "files_due" ON "provider"."files" USING btree ("next_step_at");--> statement-breakpoint
CREATE INDEX "fx_quotes_merchant" ON "provider"."fx_quotes" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "lifecycle_events_ref" ON "provider"."lifecycle_events" USING btree ("aggregate","ref","id");--> statement-breakpoint
CREATE INDEX "payers_merchant" ON "provider"."payers" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request" ON "provider"."payments" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_quote" ON "provider"."payments" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "payments_merchant_ref" ON "provider"."payments" USING btree ("merchant_id","merchant_ref");--> statement-breakpoint
CREATE INDEX "payments_due" ON "provider"."payments" USING btree ("next_step_at");--> statement-breakpoint
CREATE INDEX "transaction_quotes_reference" ON "provider"."transaction_quotes" USING btree ("quotation_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_partner_ref" ON "provider"."transactions" USING btree ("merchant_id","partner_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_quote" ON "provider"."transactions" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "transactions_due" ON "provider"."transactions" USING btree ("next_step_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_message" ON "provider"."webhook_deliveries" USING btree ("message_id","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_merchant" ON "provider"."webhook_endpoints" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "webhook_outbox_due" ON "provider"."webhook_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_receipts_received" ON "desk"."webhook_receipts" USING btree ("received_at");