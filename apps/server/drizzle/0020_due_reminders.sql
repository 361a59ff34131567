CREATE TABLE "task_due_reminders" (
	"task_id" text NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_due_reminders_task_id_due_date_pk" PRIMARY KEY("task_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "task_due_reminders" ADD CONSTRAINT "task_due_reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;