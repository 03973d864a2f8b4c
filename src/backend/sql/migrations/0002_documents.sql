CREATE TABLE "documents" (
	"key" text PRIMARY KEY NOT NULL,
	"data" json NOT NULL
);
