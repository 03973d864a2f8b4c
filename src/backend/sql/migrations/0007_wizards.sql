CREATE TABLE "wizard_records" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"data" json NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "wizard_records_kind_id_pk" PRIMARY KEY("kind","id")
);
