CREATE TABLE "chat_conversations" (
	"id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_memberships" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"read_seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_memberships_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"conversation_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"sender_id" integer,
	"type" text DEFAULT 'TEXT' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_id_unique" UNIQUE("id"),
	CONSTRAINT "chat_messages_type_known" CHECK ("chat_messages"."type" in ('TEXT'))
);
--> statement-breakpoint
CREATE TABLE "chat_users" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_users_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_id_process_persons_id_fk" FOREIGN KEY ("id") REFERENCES "public"."process_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_memberships" ADD CONSTRAINT "chat_memberships_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_memberships" ADD CONSTRAINT "chat_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_memberships" ADD CONSTRAINT "chat_memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_memberships_user_idx" ON "chat_memberships" USING btree ("user_id","conversation_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
-- Chat (issue 20, docs/decisions/024-chat.md). Every chat table is its company's; a member limited to
-- an agency or department (migration 0017) reaches a conversation only through its candidate, whose
-- own policies apply inside the EXISTS (the conversation id is the candidate's participation id).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['chat_conversations', 'chat_memberships', 'chat_messages', 'chat_users'] LOOP
    EXECUTE format('ALTER TABLE %1$I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY terna_tenant_rows ON %1$I TO terna_tenant'
      ' USING (company_id = terna_company_id()) WITH CHECK (company_id = terna_company_id())', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE POLICY terna_member_scope ON chat_conversations AS RESTRICTIVE TO terna_tenant
  USING ((SELECT terna_scope_agency()) IS NULL
    OR EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = chat_conversations.id));
--> statement-breakpoint
CREATE POLICY terna_member_scope ON chat_messages AS RESTRICTIVE TO terna_tenant
  USING ((SELECT terna_scope_agency()) IS NULL
    OR EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = chat_messages.conversation_id));
--> statement-breakpoint
CREATE POLICY terna_member_scope ON chat_memberships AS RESTRICTIVE TO terna_tenant
  USING ((SELECT terna_scope_agency()) IS NULL
    OR EXISTS (SELECT 1 FROM process_persons pp WHERE pp.id = chat_memberships.conversation_id));
--> statement-breakpoint
-- Messages are never edited or deleted through the API: the tenant only reads and adds them.
REVOKE UPDATE, DELETE ON chat_messages FROM terna_tenant;
