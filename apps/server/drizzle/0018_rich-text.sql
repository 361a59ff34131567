CREATE TABLE "task_description_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"doc" jsonb,
	"edited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description_doc" jsonb;--> statement-breakpoint
ALTER TABLE "task_comments" ADD COLUMN "doc" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "description_doc" jsonb;--> statement-breakpoint
ALTER TABLE "task_description_versions" ADD CONSTRAINT "task_description_versions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_description_versions" ADD CONSTRAINT "task_description_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_description_versions_task_created_idx" ON "task_description_versions" USING btree ("task_id","created_at");