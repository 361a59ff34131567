-- Search (docs/work.md, 'Search'): pg_trgm for typo-tolerant titles. PostgreSQL ships it; PGlite loads it (db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "projects"."title"), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("projects"."description", '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "task_comments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "task_comments"."text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "tasks"."title"), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("tasks"."description", '')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "task_comments_search_idx" ON "task_comments" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tasks_title_trgm_idx" ON "tasks" USING gin ("title" gin_trgm_ops);