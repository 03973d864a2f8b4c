CREATE TABLE "customer_addresses" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"label" text NOT NULL,
	"recipient" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"default_shipping" boolean NOT NULL,
	"default_billing" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_preferences" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"notifications" json,
	"two_factor" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"password_set_at" text
);
--> statement-breakpoint
CREATE INDEX "customer_addresses_customer" ON "customer_addresses" USING btree ("customer_id","id");