CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"avatar" text,
	"role" text NOT NULL,
	"ability_rules" json NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "auth_codes_hash" ON "auth_codes" USING btree ("purpose","hash");--> statement-breakpoint
CREATE INDEX "auth_codes_user" ON "auth_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");