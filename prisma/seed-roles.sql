-- Seed: the built-in roles (docs/rules.md §4, id = name). Hand-written, not generated:
-- scripts/migration-new.ts appends this file to the first migration it creates.
INSERT INTO "roles" ("id", "name", "description", "builtin") VALUES
    ('super_admin', 'Super administrator', 'Every workspace and the global settings, roles and keys', true),
    ('admin', 'Administrator', 'Everything within a workspace', true),
    ('editor', 'Editor', 'Creates and changes the resources of a workspace', true),
    ('viewer', 'Viewer', 'Reads the resources of a workspace', true)
ON CONFLICT ("id") DO NOTHING;
