CREATE TABLE "task_completions" (
	"history_id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"project_id" text,
	"organization_id" text,
	"done_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"cycle_days" double precision,
	"lead_days" double precision
);
--> statement-breakpoint
CREATE TABLE "task_due_counts" (
	"scope_id" text NOT NULL,
	"due_date" date NOT NULL,
	"tasks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_due_counts_scope_id_due_date_pk" PRIMARY KEY("scope_id","due_date")
);
--> statement-breakpoint
CREATE TABLE "task_flow_days" (
	"scope_id" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"entered" integer DEFAULT 0 NOT NULL,
	"exited" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_flow_days_scope_id_day_status_pk" PRIMARY KEY("scope_id","day","status")
);
--> statement-breakpoint
CREATE TABLE "task_status_counts" (
	"scope_id" text NOT NULL,
	"status" text NOT NULL,
	"tasks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_status_counts_scope_id_status_pk" PRIMARY KEY("scope_id","status")
);
--> statement-breakpoint
DROP INDEX "tasks_project_status_idx";--> statement-breakpoint
DROP INDEX "tasks_organization_status_idx";--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_history_id_task_status_changes_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."task_status_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_completions_organization_done_idx" ON "task_completions" USING btree ("organization_id","done_at","superseded_at","cycle_days","lead_days");--> statement-breakpoint
CREATE INDEX "task_completions_project_done_idx" ON "task_completions" USING btree ("project_id","done_at","superseded_at","cycle_days","lead_days");--> statement-breakpoint
CREATE INDEX "task_completions_task_idx" ON "task_completions" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "tasks_project_status_assignee_idx" ON "tasks" USING btree ("project_id","status","assigned_to","due_date");--> statement-breakpoint
CREATE INDEX "tasks_organization_status_assignee_idx" ON "tasks" USING btree ("organization_id","status","assigned_to","due_date");
--> statement-breakpoint
-- Issue 21, docs/analytics.md: task_status_counts and task_due_counts always equal what tasks hold,
-- task_flow_days and task_completions what task_status_changes holds.
-- task_history_changed applies rows added to and removed from the history (an update is both): their counts per
-- UTC day and status for their organization and their project, and the completions of the tasks they belong to,
-- recomputed from those tasks' whole history. Locks are taken in key order, so concurrent writers cannot deadlock.
CREATE FUNCTION "task_history_changed"("added" "task_status_changes"[], "removed" "task_status_changes"[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH "changed" AS (
    SELECT 1 AS "sign", a."organization_id", a."project_id", a."from_status", a."to_status", a."changed_at"
    FROM unnest(coalesce("added", '{}')) a
    UNION ALL
    SELECT -1, r."organization_id", r."project_id", r."from_status", r."to_status", r."changed_at"
    FROM unnest(coalesce("removed", '{}')) r
  ),
  "moves" AS (
    SELECT c."sign", c."organization_id", c."project_id", (c."changed_at" AT TIME ZONE 'UTC')::date AS "day",
      c."to_status" AS "status", 1 AS "entered", 0 AS "exited", CASE WHEN c."from_status" IS NULL THEN 1 ELSE 0 END AS "created"
    FROM "changed" c
    UNION ALL
    SELECT c."sign", c."organization_id", c."project_id", (c."changed_at" AT TIME ZONE 'UTC')::date, c."from_status", 0, 1, 0
    FROM "changed" c WHERE c."from_status" IS NOT NULL
  ),
  "keyed" AS (
    SELECT m."organization_id" AS "scope_id", m."day", m."status", m."sign" * m."entered" AS "entered",
      m."sign" * m."exited" AS "exited", m."sign" * m."created" AS "created"
    FROM "moves" m WHERE m."organization_id" IS NOT NULL
    UNION ALL
    SELECT m."project_id", m."day", m."status", m."sign" * m."entered", m."sign" * m."exited", m."sign" * m."created"
    FROM "moves" m WHERE m."project_id" IS NOT NULL
  )
  INSERT INTO "task_flow_days" AS f ("scope_id", "day", "status", "entered", "exited", "created")
  SELECT k."scope_id", k."day", k."status", sum(k."entered"), sum(k."exited"), sum(k."created")
  FROM "keyed" k
  GROUP BY 1, 2, 3
  HAVING sum(k."entered") <> 0 OR sum(k."exited") <> 0 OR sum(k."created") <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("scope_id", "day", "status") DO UPDATE SET "entered" = f."entered" + excluded."entered",
    "exited" = f."exited" + excluded."exited", "created" = f."created" + excluded."created";

  IF "removed" IS NOT NULL THEN
    DELETE FROM "task_flow_days" f
    USING (
      SELECT r."organization_id" AS "scope_id", (r."changed_at" AT TIME ZONE 'UTC')::date AS "day" FROM unnest("removed") r
      UNION
      SELECT r."project_id", (r."changed_at" AT TIME ZONE 'UTC')::date FROM unnest("removed") r
    ) k
    WHERE f."scope_id" = k."scope_id" AND f."day" = k."day" AND f."entered" = 0 AND f."exited" = 0 AND f."created" = 0;
  END IF;

  DELETE FROM "task_completions" c
  WHERE c."task_id" IN (
    SELECT a."task_id" FROM unnest(coalesce("added", '{}')) a UNION SELECT r."task_id" FROM unnest(coalesce("removed", '{}')) r
  );
  INSERT INTO "task_completions"
    ("history_id", "task_id", "project_id", "organization_id", "done_at", "created_at", "started_at", "superseded_at",
     "cycle_days", "lead_days")
  SELECT d."id", d."task_id", d."project_id", d."organization_id", d."done_at", d."created_at", d."started_at",
    d."superseded_at", (extract(epoch FROM d."done_at" - d."started_at") / 86400.0)::float8,
    greatest(extract(epoch FROM d."done_at" - d."created_at") / 86400.0, 0)::float8
  FROM (
    SELECT h."id", h."task_id", h."project_id", h."organization_id", h."changed_at" AS "done_at",
      (SELECT min(x."changed_at") FROM "task_status_changes" x WHERE x."task_id" = h."task_id" AND x."from_status" IS NULL)
        AS "created_at",
      (SELECT min(x."changed_at") FROM "task_status_changes" x
        WHERE x."task_id" = h."task_id" AND x."to_status" = 'in-progress' AND x."changed_at" <= h."changed_at") AS "started_at",
      lead(h."changed_at") OVER (PARTITION BY h."task_id" ORDER BY h."changed_at", h."id") AS "superseded_at"
    FROM "task_status_changes" h
    WHERE h."to_status" = 'done' AND h."task_id" IN (
      SELECT a."task_id" FROM unnest(coalesce("added", '{}')) a UNION SELECT r."task_id" FROM unnest(coalesce("removed", '{}')) r
    )
  ) d
  ORDER BY d."id";
END $$;
--> statement-breakpoint
CREATE FUNCTION "task_status_changes_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "task_history_changed"((SELECT array_agg(n::"task_status_changes") FROM "new_rows" n), NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "task_history_changed"((SELECT array_agg(n::"task_status_changes") FROM "new_rows" n),
      (SELECT array_agg(o::"task_status_changes") FROM "old_rows" o));
  ELSE
    PERFORM "task_history_changed"(NULL, (SELECT array_agg(o::"task_status_changes") FROM "old_rows" o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "task_status_changes_inserted" AFTER INSERT ON "task_status_changes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "task_status_changes_roll_up"();
--> statement-breakpoint
CREATE TRIGGER "task_status_changes_updated" AFTER UPDATE ON "task_status_changes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "task_status_changes_roll_up"();
--> statement-breakpoint
CREATE TRIGGER "task_status_changes_deleted" AFTER DELETE ON "task_status_changes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "task_status_changes_roll_up"();
--> statement-breakpoint
-- task_tasks_changed applies tasks added and removed (an update is both) to the counts per status, and the open
-- ones to the counts per due date, of their organization and their project; a write that keeps a task's status,
-- due date, project and organization changes nothing.
CREATE FUNCTION "task_tasks_changed"("added" "tasks"[], "removed" "tasks"[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH "changed" AS (
    SELECT 1 AS "sign", a."organization_id", a."project_id", a."status" FROM unnest(coalesce("added", '{}')) a
    UNION ALL
    SELECT -1, r."organization_id", r."project_id", r."status" FROM unnest(coalesce("removed", '{}')) r
  ),
  "keyed" AS (
    SELECT c."organization_id" AS "scope_id", c."status", c."sign" FROM "changed" c WHERE c."organization_id" IS NOT NULL
    UNION ALL
    SELECT c."project_id", c."status", c."sign" FROM "changed" c WHERE c."project_id" IS NOT NULL
  )
  INSERT INTO "task_status_counts" AS s ("scope_id", "status", "tasks")
  SELECT k."scope_id", k."status", sum(k."sign") FROM "keyed" k
  GROUP BY 1, 2
  HAVING sum(k."sign") <> 0
  ORDER BY 1, 2
  ON CONFLICT ("scope_id", "status") DO UPDATE SET "tasks" = s."tasks" + excluded."tasks";

  WITH "changed" AS (
    SELECT 1 AS "sign", a."organization_id", a."project_id", a."due_date" FROM unnest(coalesce("added", '{}')) a
    WHERE a."status" IN ('todo', 'in-progress', 'review') AND a."due_date" IS NOT NULL
    UNION ALL
    SELECT -1, r."organization_id", r."project_id", r."due_date" FROM unnest(coalesce("removed", '{}')) r
    WHERE r."status" IN ('todo', 'in-progress', 'review') AND r."due_date" IS NOT NULL
  ),
  "keyed" AS (
    SELECT c."organization_id" AS "scope_id", c."due_date", c."sign" FROM "changed" c WHERE c."organization_id" IS NOT NULL
    UNION ALL
    SELECT c."project_id", c."due_date", c."sign" FROM "changed" c WHERE c."project_id" IS NOT NULL
  )
  INSERT INTO "task_due_counts" AS s ("scope_id", "due_date", "tasks")
  SELECT k."scope_id", k."due_date", sum(k."sign") FROM "keyed" k
  GROUP BY 1, 2
  HAVING sum(k."sign") <> 0
  ORDER BY 1, 2
  ON CONFLICT ("scope_id", "due_date") DO UPDATE SET "tasks" = s."tasks" + excluded."tasks";
END $$;
--> statement-breakpoint
CREATE FUNCTION "tasks_count_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "task_tasks_changed"((SELECT array_agg(n::"tasks") FROM "new_rows" n), NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "task_tasks_changed"((SELECT array_agg(n::"tasks") FROM "new_rows" n),
      (SELECT array_agg(o::"tasks") FROM "old_rows" o));
  ELSE
    PERFORM "task_tasks_changed"(NULL, (SELECT array_agg(o::"tasks") FROM "old_rows" o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tasks_inserted_count" AFTER INSERT ON "tasks"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tasks_count_statuses"();
--> statement-breakpoint
CREATE TRIGGER "tasks_updated_count" AFTER UPDATE ON "tasks"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tasks_count_statuses"();
--> statement-breakpoint
CREATE TRIGGER "tasks_deleted_count" AFTER DELETE ON "tasks"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tasks_count_statuses"();
--> statement-breakpoint
-- The tasks and the history recorded so far.
SELECT "task_tasks_changed"((SELECT array_agg(t) FROM "tasks" t), NULL);
--> statement-breakpoint
SELECT "task_history_changed"((SELECT array_agg(h) FROM "task_status_changes" h), NULL);
