ALTER TABLE "orders" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "orders_email_date" ON "orders" USING btree ("email","date");--> statement-breakpoint
-- Orders kept before this migration: their e-mail from the record.
UPDATE "orders" SET "email" = "data"->>'email';