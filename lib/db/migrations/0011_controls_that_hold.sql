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
CREATE TABLE "desk"."role_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"from_role" text,
	"to_role" text NOT NULL,
	"proposed_by" text NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"refused_by" text,
	"refused_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "desk"."user_names" (
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_names_user_id_since_pk" PRIMARY KEY("user_id","since")
);
--> statement-breakpoint
ALTER TABLE "desk"."audit_events" ADD COLUMN "chain_key" text;--> statement-breakpoint
ALTER TABLE "desk"."composer_drafts" ADD COLUMN "submissions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "desk"."screening_dismissals" ADD COLUMN "second_by" text;--> statement-breakpoint
ALTER TABLE "desk"."role_grants" ADD CONSTRAINT "role_grants_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "desk"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_grants_user" ON "desk"."role_grants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_grants_one_open" ON "desk"."role_grants" USING btree ("user_id") WHERE "desk"."role_grants"."confirmed_at" is null and "desk"."role_grants"."refused_at" is null;--> statement-breakpoint
-- A held case's deadline was its quote's expiry (a minute); due 24 hours (REVIEW_DEADLINE_HOURS' default) after its submission instead.
UPDATE "desk"."review_cases" SET "deadline" = "submitted_at" + interval '24 hours' WHERE "status" IN ('in_review', 'returned', 'approved');
--> statement-breakpoint
-- Every name a person has had, whatever path changes it (better-auth, the desk, a hand edit): the
-- audit trail and the dossier name an actor as they were at the time of the act.
CREATE FUNCTION "desk"."user_names_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "desk"."user_names" ("user_id", "name", "since") VALUES (NEW."id", NEW."name", now())
    ON CONFLICT ("user_id", "since") DO UPDATE SET "name" = EXCLUDED."name";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_names_on_insert" AFTER INSERT ON "desk"."user"
  FOR EACH ROW EXECUTE FUNCTION "desk"."user_names_record"();
--> statement-breakpoint
CREATE TRIGGER "user_names_on_rename" AFTER UPDATE OF "name" ON "desk"."user"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "desk"."user_names_record"();
--> statement-breakpoint
-- The people already on the desk: their present name since their account was made.
INSERT INTO "desk"."user_names" ("user_id", "name", "since") SELECT "id", "name", "created_at" FROM "desk"."user";
