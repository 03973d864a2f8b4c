CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "analytics_projects" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"q" text NOT NULL,
	"k_project" text NOT NULL,
	"k_leader" text NOT NULL,
	"progress" double precision
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"num" integer NOT NULL,
	"data" json NOT NULL,
	"q" text NOT NULL,
	"created_at" text NOT NULL,
	"handled" boolean NOT NULL,
	CONSTRAINT "contact_messages_num_unique" UNIQUE("num")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"q_fr" text NOT NULL,
	"q_en" text NOT NULL,
	"q_ar" text NOT NULL,
	"tag" text NOT NULL,
	"completed" boolean NOT NULL,
	"k_name_fr" text NOT NULL,
	"k_name_en" text NOT NULL,
	"k_name_ar" text NOT NULL,
	"progress" double precision
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"customer_id" integer NOT NULL,
	"q_fr" text NOT NULL,
	"q_en" text NOT NULL,
	"q_ar" text NOT NULL,
	"k_customer" text NOT NULL,
	"k_country_fr" text NOT NULL,
	"k_country_en" text NOT NULL,
	"k_country_ar" text NOT NULL,
	"orders" integer,
	"total_spent" double precision,
	CONSTRAINT "customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "list_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"q" text NOT NULL,
	"order_number" integer,
	"k_customer" text NOT NULL,
	"date" double precision,
	"k_status" text NOT NULL,
	"spent" double precision
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"q" text NOT NULL,
	"roles" text NOT NULL,
	"k_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"q" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"stock" boolean NOT NULL,
	"k_product" text NOT NULL,
	"k_category" text NOT NULL,
	"k_status" text NOT NULL,
	"price" double precision,
	"qty" integer,
	"sku" integer
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"k_user" text NOT NULL,
	"referred_id" integer,
	"earning" double precision,
	"value" double precision,
	"k_status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"q" text NOT NULL,
	"status" text NOT NULL,
	"k_product" text NOT NULL,
	"k_reviewer" text NOT NULL,
	"date" double precision,
	"k_status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_details" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"q" text NOT NULL,
	"role" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"k_user" text NOT NULL,
	"k_email" text NOT NULL,
	"k_role" text NOT NULL,
	"k_plan" text NOT NULL,
	"k_status" text NOT NULL,
	"k_billing" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_projects_seq" ON "analytics_projects" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "analytics_projects_k_project" ON "analytics_projects" USING btree ("k_project" collate "C");--> statement-breakpoint
CREATE INDEX "analytics_projects_k_leader" ON "analytics_projects" USING btree ("k_leader" collate "C");--> statement-breakpoint
CREATE INDEX "analytics_projects_progress" ON "analytics_projects" USING btree ("progress");--> statement-breakpoint
CREATE INDEX "contact_messages_q" ON "contact_messages" USING gin ("q" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_created_at" ON "contact_messages" USING btree ("created_at" collate "C");--> statement-breakpoint
CREATE INDEX "courses_seq" ON "courses" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "courses_tag" ON "courses" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "courses_k_name_fr" ON "courses" USING btree ("k_name_fr" collate "C");--> statement-breakpoint
CREATE INDEX "courses_k_name_en" ON "courses" USING btree ("k_name_en" collate "C");--> statement-breakpoint
CREATE INDEX "courses_k_name_ar" ON "courses" USING btree ("k_name_ar" collate "C");--> statement-breakpoint
CREATE INDEX "courses_progress" ON "courses" USING btree ("progress");--> statement-breakpoint
CREATE INDEX "customers_seq" ON "customers" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "customers_q_fr" ON "customers" USING gin ("q_fr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_q_en" ON "customers" USING gin ("q_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_q_ar" ON "customers" USING gin ("q_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_k_customer" ON "customers" USING btree ("k_customer" collate "C");--> statement-breakpoint
CREATE INDEX "customers_k_country_fr" ON "customers" USING btree ("k_country_fr" collate "C");--> statement-breakpoint
CREATE INDEX "customers_k_country_en" ON "customers" USING btree ("k_country_en" collate "C");--> statement-breakpoint
CREATE INDEX "customers_k_country_ar" ON "customers" USING btree ("k_country_ar" collate "C");--> statement-breakpoint
CREATE INDEX "customers_orders" ON "customers" USING btree ("orders");--> statement-breakpoint
CREATE INDEX "customers_total_spent" ON "customers" USING btree ("total_spent");--> statement-breakpoint
CREATE INDEX "orders_seq" ON "orders" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "orders_q" ON "orders" USING gin ("q" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_order_number" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_k_customer" ON "orders" USING btree ("k_customer" collate "C");--> statement-breakpoint
CREATE INDEX "orders_date" ON "orders" USING btree ("date");--> statement-breakpoint
CREATE INDEX "orders_k_status" ON "orders" USING btree ("k_status" collate "C");--> statement-breakpoint
CREATE INDEX "orders_spent" ON "orders" USING btree ("spent");--> statement-breakpoint
CREATE INDEX "permissions_seq" ON "permissions" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "permissions_q" ON "permissions" USING gin ("q" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissions_k_name" ON "permissions" USING btree ("k_name" collate "C");--> statement-breakpoint
CREATE INDEX "products_seq" ON "products" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "products_q" ON "products" USING gin ("q" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_status" ON "products" USING btree ("status");--> statement-breakpoint
CREATE INDEX "products_k_product" ON "products" USING btree ("k_product" collate "C");--> statement-breakpoint
CREATE INDEX "products_k_category" ON "products" USING btree ("k_category" collate "C");--> statement-breakpoint
CREATE INDEX "products_k_status" ON "products" USING btree ("k_status" collate "C");--> statement-breakpoint
CREATE INDEX "products_price" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_qty" ON "products" USING btree ("qty");--> statement-breakpoint
CREATE INDEX "products_sku" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "referrals_seq" ON "referrals" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "referrals_k_user" ON "referrals" USING btree ("k_user" collate "C");--> statement-breakpoint
CREATE INDEX "referrals_referred_id" ON "referrals" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referrals_earning" ON "referrals" USING btree ("earning");--> statement-breakpoint
CREATE INDEX "referrals_value" ON "referrals" USING btree ("value");--> statement-breakpoint
CREATE INDEX "referrals_k_status" ON "referrals" USING btree ("k_status" collate "C");--> statement-breakpoint
CREATE INDEX "reviews_seq" ON "reviews" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "reviews_q" ON "reviews" USING gin ("q" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_status" ON "reviews" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reviews_k_product" ON "reviews" USING btree ("k_product" collate "C");--> statement-breakpoint
CREATE INDEX "reviews_k_reviewer" ON "reviews" USING btree ("k_reviewer" collate "C");--> statement-breakpoint
CREATE INDEX "reviews_date" ON "reviews" USING btree ("date");--> statement-breakpoint
CREATE INDEX "reviews_k_status" ON "reviews" USING btree ("k_status" collate "C");--> statement-breakpoint
CREATE INDEX "users_seq" ON "users" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "users_q" ON "users" USING gin ("q" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_plan" ON "users" USING btree ("plan");--> statement-breakpoint
CREATE INDEX "users_status" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_k_user" ON "users" USING btree ("k_user" collate "C");--> statement-breakpoint
CREATE INDEX "users_k_email" ON "users" USING btree ("k_email" collate "C");--> statement-breakpoint
CREATE INDEX "users_k_role" ON "users" USING btree ("k_role" collate "C");--> statement-breakpoint
CREATE INDEX "users_k_plan" ON "users" USING btree ("k_plan" collate "C");--> statement-breakpoint
CREATE INDEX "users_k_status" ON "users" USING btree ("k_status" collate "C");--> statement-breakpoint
CREATE INDEX "users_k_billing" ON "users" USING btree ("k_billing" collate "C");