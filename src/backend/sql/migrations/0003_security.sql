CREATE TABLE "attempts" (
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempts_key_at" ON "attempts" USING btree ("key","at");