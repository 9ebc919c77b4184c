-- AlterTable
ALTER TABLE "audit_events" ADD COLUMN     "workspace_name" VARCHAR(64);

-- Earlier events stored the workspace as the request named it: its id for most, its name for others.
-- Each now gets the workspace's id and name when the workspace still exists...
UPDATE "audit_events" AS e SET "workspace" = w."id"::text, "workspace_name" = w."name"
  FROM "workspaces" AS w
  WHERE e."workspace" IS NOT NULL AND (e."workspace" = w."id"::text OR e."workspace" = w."name");
-- ...and otherwise a name stays a name, no longer in the id's place.
UPDATE "audit_events" SET "workspace_name" = "workspace", "workspace" = NULL
  WHERE "workspace_name" IS NULL AND "workspace" IS NOT NULL
    AND "workspace" !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
    AND "workspace" ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';
UPDATE "audit_events" SET "workspace" = NULL
  WHERE "workspace_name" IS NULL AND "workspace" IS NOT NULL
    AND "workspace" !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
