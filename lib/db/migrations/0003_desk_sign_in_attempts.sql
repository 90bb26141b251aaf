CREATE TABLE "desk"."sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_last_failure" ON "desk"."sign_in_attempts" USING btree ("last_failure_at");