CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY NOT NULL,
	"sender" integer NOT NULL,
	"recipient" integer NOT NULL,
	"sent_at" text NOT NULL,
	"status" text NOT NULL,
	"text" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"presence" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_messages_pair" ON "chat_messages" USING btree ("sender","recipient","id");--> statement-breakpoint
CREATE INDEX "chat_messages_recipient_status" ON "chat_messages" USING btree ("recipient","status");