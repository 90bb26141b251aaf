CREATE TABLE "provider"."sandbox_clock" (
	"id" text PRIMARY KEY NOT NULL,
	"rate" numeric NOT NULL,
	"paused" boolean NOT NULL,
	"anchor_real" timestamp with time zone NOT NULL,
	"anchor_virtual" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
