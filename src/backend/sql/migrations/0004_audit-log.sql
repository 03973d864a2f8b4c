CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"record_id" text,
	"fields" json NOT NULL,
	"q" text NOT NULL,
	"k_user" text NOT NULL,
	"k_action" text NOT NULL,
	"k_subject" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_user_id" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_action" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "audit_log_subject" ON "audit_log" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "audit_log_q" ON "audit_log" USING gin ("q" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_k_user" ON "audit_log" USING btree ("k_user" collate "C");--> statement-breakpoint
CREATE INDEX "audit_log_k_action" ON "audit_log" USING btree ("k_action" collate "C");--> statement-breakpoint
CREATE INDEX "audit_log_k_subject" ON "audit_log" USING btree ("k_subject" collate "C");