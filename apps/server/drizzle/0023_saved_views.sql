-- Saved views (issue 39): a user's named filters of tasks, per place (a project or /tasks), private or shared.
CREATE TABLE "saved_views" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"organization_id" text,
	"project_id" text,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"layout" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_project_name_idx" ON "saved_views" USING btree ("owner_id","project_id",lower("name")) WHERE "saved_views"."project_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_idx" ON "saved_views" USING btree ("owner_id",lower("name")) WHERE "saved_views"."project_id" is null;--> statement-breakpoint
CREATE INDEX "saved_views_shared_project_idx" ON "saved_views" USING btree ("project_id") WHERE "saved_views"."shared" and "saved_views"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "saved_views_shared_organization_idx" ON "saved_views" USING btree ("organization_id") WHERE "saved_views"."shared" and "saved_views"."project_id" is null;