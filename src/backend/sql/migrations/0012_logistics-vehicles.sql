CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"data" json NOT NULL,
	"q_fr" text NOT NULL,
	"q_en" text NOT NULL,
	"q_ar" text NOT NULL,
	"status" text NOT NULL,
	"k_plate" text NOT NULL,
	"k_location_fr" text NOT NULL,
	"k_location_en" text NOT NULL,
	"k_location_ar" text NOT NULL,
	"k_from_fr" text NOT NULL,
	"k_from_en" text NOT NULL,
	"k_from_ar" text NOT NULL,
	"k_to_fr" text NOT NULL,
	"k_to_en" text NOT NULL,
	"k_to_ar" text NOT NULL,
	"warning" integer NOT NULL,
	"progress" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vehicles_seq" ON "vehicles" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "vehicles_status" ON "vehicles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vehicles_q_fr" ON "vehicles" USING gin ("q_fr" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_q_en" ON "vehicles" USING gin ("q_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_q_ar" ON "vehicles" USING gin ("q_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_k_plate" ON "vehicles" USING btree ("k_plate" collate "C");--> statement-breakpoint
CREATE INDEX "vehicles_k_location_fr" ON "vehicles" USING btree ("k_location_fr" collate "C");--> statement-breakpoint
CREATE INDEX "vehicles_k_location_en" ON "vehicles" USING btree ("k_location_en" collate "C");--> statement-breakpoint
CREATE INDEX "vehicles_k_location_ar" ON "vehicles" USING btree ("k_location_ar" collate "C");--> statement-breakpoint
CREATE INDEX "vehicles_k_from_fr" ON "vehicles" USING btree ("k_from_fr" collate "C");--> statement-breakpoint
CREATE INDEX "vehicles_k_from_en" ON "vehicles" USING btree ("k_from_en" collate "C");--> statement-breakpoint
CREATE INDEX "vehicles_k_from_ar" ON "vehicles" USING btree ("k_from_ar" collate "C");--> statement-breakpoint
CREATE INDEX "vehicles_k_to_fr" ON "vehicles" USING btree ("k_to_fr" collate "C");--> statement-breakpoint
CREATE INDEX "vehicles_k_to_en" ON "vehicles" USING btree ("k_to_en" collate "C");--> statement-breakpoint
CREATE INDEX "vehicles_k_to_ar" ON "vehicles" USING btree ("k_to_ar" collate "C");--> statement-breakpoint
CREATE INDEX "vehicles_warning" ON "vehicles" USING btree ("warning");--> statement-breakpoint
CREATE INDEX "vehicles_progress" ON "vehicles" USING btree ("progress");