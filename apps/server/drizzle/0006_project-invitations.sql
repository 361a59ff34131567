CREATE TABLE "project_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "project_invitations_status_check" CHECK ("project_invitations"."status" in ('pending', 'accepted', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "project_invitations_role_check" CHECK ("project_invitations"."role" in ('team-member', 'team-lead', 'supervisor')),
	CONSTRAINT "project_invitations_email_lower_check" CHECK ("project_invitations"."email" = lower("project_invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_invitations_token_hash_key" ON "project_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "project_invitations_pending_email_key" ON "project_invitations" USING btree ("project_id","email") WHERE "project_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "project_invitations_project_created_idx" ON "project_invitations" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_invitations_invited_by_idx" ON "project_invitations" USING btree ("invited_by");