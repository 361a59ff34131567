CREATE TABLE "project_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text,
	"rate_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_rates_rate_check" CHECK ("project_rates"."rate_minor" >= 0),
	CONSTRAINT "project_rates_currency_check" CHECK ("project_rates"."currency" in ('USD', 'INR'))
);
--> statement-breakpoint
CREATE TABLE "running_timers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"time_zone" text,
	"billable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text,
	"user_id" text NOT NULL,
	"task_id" text NOT NULL,
	"project_id" text,
	"worked_on" date NOT NULL,
	"duration_seconds" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"billable" boolean DEFAULT false NOT NULL,
	"rate_minor" integer,
	"rate_currency" text,
	"usd_rate" numeric(18, 8),
	"cost_usd_minor" bigint DEFAULT 0 NOT NULL,
	"from_timer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_duration_check" CHECK ("time_entries"."duration_seconds" > 0 and "time_entries"."duration_seconds" <= 86400),
	CONSTRAINT "time_entries_cost_check" CHECK ("time_entries"."cost_usd_minor" >= 0),
	CONSTRAINT "time_entries_rate_currency_check" CHECK ("time_entries"."rate_currency" is null or "time_entries"."rate_currency" in ('USD', 'INR'))
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text,
	"week_start" date NOT NULL,
	"state" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_state_check" CHECK ("timesheets"."state" in ('draft', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "timesheets_monday_check" CHECK (extract(isodow from "timesheets"."week_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "project_rates" ADD CONSTRAINT "project_rates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_rates" ADD CONSTRAINT "project_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_rates" ADD CONSTRAINT "project_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "running_timers" ADD CONSTRAINT "running_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "running_timers" ADD CONSTRAINT "running_timers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_rates_project_key" ON "project_rates" USING btree ("project_id") WHERE "project_rates"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_rates_project_user_key" ON "project_rates" USING btree ("project_id","user_id") WHERE "project_rates"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "running_timers_task_idx" ON "running_timers" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "time_entries_user_day_idx" ON "time_entries" USING btree ("user_id","worked_on");--> statement-breakpoint
CREATE INDEX "time_entries_project_day_idx" ON "time_entries" USING btree ("project_id","worked_on");--> statement-breakpoint
CREATE INDEX "time_entries_organization_day_idx" ON "time_entries" USING btree ("organization_id","worked_on");--> statement-breakpoint
CREATE INDEX "time_entries_task_idx" ON "time_entries" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_user_week_key" ON "timesheets" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_submitted_idx" ON "timesheets" USING btree ("week_start") WHERE "timesheets"."state" = 'submitted';