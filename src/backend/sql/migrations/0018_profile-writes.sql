CREATE TABLE "profile_links" (
	"account_id" integer NOT NULL,
	"link" text NOT NULL,
	"connected" boolean NOT NULL,
	CONSTRAINT "profile_links_account_id_link_pk" PRIMARY KEY("account_id","link")
);
