ALTER TABLE "task_status_changes" DROP CONSTRAINT "task_status_changes_task_id_tasks_id_fk";
--> statement-breakpoint
ALTER TABLE "task_status_changes" ALTER COLUMN "to_status" DROP NOT NULL;
--> statement-breakpoint
-- Issue 34, docs/analytics.md: a deleted task keeps its place in past figures. Its history stays (no foreign key to
-- tasks any more) and its deletion is a history row from its last status to none (to_status null): on that day it
-- leaves its status and enters none, so the daily totals before it still count it and the flow after it does not.
-- task_history_changed is that of migration 0011 but for this: a row to no status enters nothing.
CREATE OR REPLACE FUNCTION "task_history_changed"("added" "task_status_changes"[], "removed" "task_status_changes"[])
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
    FROM "changed" c WHERE c."to_status" IS NOT NULL
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
-- Every deletion of a task leaves its deletion row, whatever deletes it. deleteTaskRow (tasks.queries.ts) writes it
-- first, with who deleted the task; a task deleted otherwise (its creator's account removed) gets one here, by
-- nobody. A task deleted with its project or organization gets none: their history goes with them (its project and
-- organization keys cascade), and a row naming them could not be kept.
CREATE FUNCTION "tasks_record_deletions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "task_status_changes" ("id", "task_id", "project_id", "organization_id", "from_status", "to_status",
    "changed_by", "changed_at")
  SELECT substr(md5(o."id" || ':deleted'), 1, 24), o."id", o."project_id",
    o."organization_id", o."status", NULL, NULL, now()
  FROM "old_rows" o
  WHERE (o."project_id" IS NULL OR EXISTS (SELECT 1 FROM "projects" p WHERE p."id" = o."project_id"))
    AND (o."organization_id" IS NULL OR EXISTS (SELECT 1 FROM "organizations" g WHERE g."id" = o."organization_id"))
    AND NOT EXISTS (SELECT 1 FROM "task_status_changes" h WHERE h."task_id" = o."id" AND h."to_status" IS NULL)
  ORDER BY o."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tasks_deleted_history" AFTER DELETE ON "tasks"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tasks_record_deletions"();
