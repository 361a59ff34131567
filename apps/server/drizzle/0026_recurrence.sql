ALTER TABLE "tasks" ADD COLUMN "recurrence" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "recurrence_of" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_recurrence_instance_idx" ON "tasks" USING btree ("recurrence_of",coalesce("due_date", "start_date")) WHERE "tasks"."recurrence_of" is not null;