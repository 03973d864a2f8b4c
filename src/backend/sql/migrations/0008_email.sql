CREATE TABLE "emails" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"owner_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"folder" text NOT NULL,
	"starred" boolean NOT NULL,
	"read" boolean NOT NULL,
	"labels" text[] NOT NULL,
	"sent_at" text NOT NULL,
	"q_fr" text NOT NULL,
	"q_en" text NOT NULL,
	"q_ar" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "emails_owner_folder" ON "emails" USING btree ("owner_id","folder");--> statement-breakpoint
CREATE INDEX "emails_owner_thread" ON "emails" USING btree ("owner_id","thread_id");--> statement-breakpoint
CREATE INDEX "emails_owner_sent_at" ON "emails" USING btree ("owner_id","sent_at" collate "C");--> statement-breakpoint
CREATE INDEX "emails_labels" ON "emails" USING gin ("labels");--> statement-breakpoint
CREATE INDEX "emails_q_fr" ON "emails" USING gin ("q_fr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emails_q_en" ON "emails" USING gin ("q_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emails_q_ar" ON "emails" USING gin ("q_ar" gin_trgm_ops);