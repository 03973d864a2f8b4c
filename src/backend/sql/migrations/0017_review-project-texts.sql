DROP INDEX "analytics_projects_k_project";--> statement-breakpoint
DROP INDEX "reviews_q";--> statement-breakpoint
DROP INDEX "reviews_k_product";--> statement-breakpoint
ALTER TABLE "analytics_projects" ADD COLUMN "q_fr" text;--> statement-breakpoint
ALTER TABLE "analytics_projects" ADD COLUMN "q_en" text;--> statement-breakpoint
ALTER TABLE "analytics_projects" ADD COLUMN "q_ar" text;--> statement-breakpoint
ALTER TABLE "analytics_projects" ADD COLUMN "k_project_fr" text;--> statement-breakpoint
ALTER TABLE "analytics_projects" ADD COLUMN "k_project_en" text;--> statement-breakpoint
ALTER TABLE "analytics_projects" ADD COLUMN "k_project_ar" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "q_fr" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "q_en" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "q_ar" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "k_product_fr" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "k_product_en" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "k_product_ar" text;--> statement-breakpoint
-- Rows kept before this migration: their former (English) columns in every language, until the seed step's
-- `seeded:review-texts` and `seeded:project-texts` recompute each row with its texts (src/backend/sql/seed.ts).
UPDATE "analytics_projects" SET "q_fr" = "q", "q_en" = "q", "q_ar" = "q",
  "k_project_fr" = "k_project", "k_project_en" = "k_project", "k_project_ar" = "k_project";--> statement-breakpoint
UPDATE "reviews" SET "q_fr" = "q", "q_en" = "q", "q_ar" = "q",
  "k_product_fr" = "k_product", "k_product_en" = "k_product", "k_product_ar" = "k_product";--> statement-breakpoint
ALTER TABLE "analytics_projects" ALTER COLUMN "q_fr" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_projects" ALTER COLUMN "q_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_projects" ALTER COLUMN "q_ar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_projects" ALTER COLUMN "k_project_fr" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_projects" ALTER COLUMN "k_project_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_projects" ALTER COLUMN "k_project_ar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "q_fr" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "q_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "q_ar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "k_product_fr" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "k_product_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "k_product_ar" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_projects_k_project_fr" ON "analytics_projects" USING btree ("k_project_fr" collate "C");--> statement-breakpoint
CREATE INDEX "analytics_projects_k_project_en" ON "analytics_projects" USING btree ("k_project_en" collate "C");--> statement-breakpoint
CREATE INDEX "analytics_projects_k_project_ar" ON "analytics_projects" USING btree ("k_project_ar" collate "C");--> statement-breakpoint
CREATE INDEX "reviews_q_fr" ON "reviews" USING gin ("q_fr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_q_en" ON "reviews" USING gin ("q_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_q_ar" ON "reviews" USING gin ("q_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_k_product_fr" ON "reviews" USING btree ("k_product_fr" collate "C");--> statement-breakpoint
CREATE INDEX "reviews_k_product_en" ON "reviews" USING btree ("k_product_en" collate "C");--> statement-breakpoint
CREATE INDEX "reviews_k_product_ar" ON "reviews" USING btree ("k_product_ar" collate "C");--> statement-breakpoint
ALTER TABLE "analytics_projects" DROP COLUMN "q";--> statement-breakpoint
ALTER TABLE "analytics_projects" DROP COLUMN "k_project";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "q";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "k_product";
