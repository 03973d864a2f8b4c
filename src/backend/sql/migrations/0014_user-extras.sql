ALTER TABLE "invoices" ADD COLUMN "user_id" integer;--> statement-breakpoint
CREATE INDEX "invoices_user" ON "invoices" USING btree ("user_id","id");--> statement-breakpoint
-- Invoices kept before this migration: the 40 seeded then get the seed's issuer (invoice n, user ((n − 1) mod 50) + 1),
-- those made in the form none; the record carries it too.
UPDATE "invoices" SET "user_id" = CASE WHEN "id" <= 40 THEN (("id" - 1) % 50) + 1 END;--> statement-breakpoint
UPDATE "invoices" SET "data" = ("data"::jsonb || jsonb_build_object('userId', "user_id"))::json;
