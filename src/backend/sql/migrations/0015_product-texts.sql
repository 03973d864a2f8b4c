DROP INDEX "products_q";--> statement-breakpoint
DROP INDEX "products_k_product";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "q_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "q_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "q_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "k_product_fr" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "k_product_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "k_product_ar" text;--> statement-breakpoint
-- Products kept before this migration: their former (English) columns in every language, until the seed step's
-- `seeded:product-texts` recomputes each row with its catalogue texts (src/backend/sql/seed.ts).
UPDATE "products" SET "q_fr" = "q", "q_en" = "q", "q_ar" = "q",
  "k_product_fr" = "k_product", "k_product_en" = "k_product", "k_product_ar" = "k_product";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "q_fr" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "q_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "q_ar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "k_product_fr" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "k_product_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "k_product_ar" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "products_q_fr" ON "products" USING gin ("q_fr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_q_en" ON "products" USING gin ("q_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_q_ar" ON "products" USING gin ("q_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_k_product_fr" ON "products" USING btree ("k_product_fr" collate "C");--> statement-breakpoint
CREATE INDEX "products_k_product_en" ON "products" USING btree ("k_product_en" collate "C");--> statement-breakpoint
CREATE INDEX "products_k_product_ar" ON "products" USING btree ("k_product_ar" collate "C");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "q";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "k_product";
