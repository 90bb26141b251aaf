CREATE TABLE "desk"."parties" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"display_name" text NOT NULL,
	"country" text,
	"kyc" jsonb NOT NULL,
	"credit_party" jsonb,
	"id_expires_on" text,
	"created_by" text NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk"."party_remittances" (
	"party_id" text NOT NULL,
	"reference" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "party_remittances_party_id_reference_role_pk" PRIMARY KEY("party_id","reference","role")
);
--> statement-breakpoint
CREATE INDEX "parties_kind_name" ON "desk"."parties" USING btree ("kind","display_name");--> statement-breakpoint
CREATE INDEX "party_remittances_reference" ON "desk"."party_remittances" USING btree ("reference");