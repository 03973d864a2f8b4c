CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"q" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" integer NOT NULL,
	"k_number" text NOT NULL,
	"k_client" text NOT NULL,
	"k_status" text NOT NULL,
	"issued_day" text NOT NULL,
	"issued" double precision,
	"due" double precision,
	"total" double precision NOT NULL,
	"paid" double precision NOT NULL,
	"balance" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoices_q" ON "invoices" USING gin ("q" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_status" ON "invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "invoices_k_number" ON "invoices" USING btree ("k_number" collate "C");--> statement-breakpoint
CREATE INDEX "invoices_k_client" ON "invoices" USING btree ("k_client" collate "C");--> statement-breakpoint
CREATE INDEX "invoices_k_status" ON "invoices" USING btree ("k_status" collate "C");--> statement-breakpoint
CREATE INDEX "invoices_issued_day" ON "invoices" USING btree ("issued_day" collate "C");--> statement-breakpoint
CREATE INDEX "invoices_issued" ON "invoices" USING btree ("issued");--> statement-breakpoint
CREATE INDEX "invoices_due" ON "invoices" USING btree ("due");--> statement-breakpoint
CREATE INDEX "invoices_total" ON "invoices" USING btree ("total");--> statement-breakpoint
CREATE INDEX "invoices_balance" ON "invoices" USING btree ("balance");