-- CreateTable
CREATE TABLE "workspaces" (
    "id" UUID NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "workspaces_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roles" (
    "id" VARCHAR(64) NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "builtin" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "claim_mappings" (
    "id" UUID NOT NULL,
    "scope" VARCHAR(64) NOT NULL,
    "workspace_id" UUID,
    "claim_name" VARCHAR(256) NOT NULL,
    "claim_value" VARCHAR(1024) NOT NULL,
    "role_id" VARCHAR(64) NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "claim_mappings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "services" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "name" VARCHAR(128) NOT NULL,
    "type" VARCHAR(32) NOT NULL,
    "connection_info" JSONB NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "layers" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "service_id" UUID NOT NULL,
    "name" VARCHAR(128) NOT NULL,
    "table_name" TEXT,
    "title" TEXT,
    "default_style_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "layers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "styles" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "name" VARCHAR(128) NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "format" VARCHAR(16) NOT NULL,
    "body" TEXT NOT NULL,
    "valid" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "styles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "layer_groups" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "public_id" VARCHAR(128) NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "public" BOOLEAN NOT NULL DEFAULT false,
    "default_style_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "layer_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "layer_group_members" (
    "id" UUID NOT NULL,
    "group_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "layer_id" UUID,
    "member_group_id" UUID,
    "style_id" UUID,
    "opacity" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "composite" VARCHAR(32),

    CONSTRAINT "layer_group_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workspace_settings" (
    "workspace_id" UUID NOT NULL,
    "ogc_api" JSONB,
    "ogc_tiles" JSONB,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "workspace_settings_pkey" PRIMARY KEY ("workspace_id")
);

-- CreateTable
CREATE TABLE "tile_matrix_sets" (
    "id" VARCHAR(128) NOT NULL,
    "title" TEXT NOT NULL,
    "crs" TEXT NOT NULL,
    "definition" JSONB NOT NULL,
    "builtin" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tile_matrix_sets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tile_cache_jobs" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "request" JSONB NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'queued',
    "total_tiles" BIGINT NOT NULL DEFAULT 0,
    "processed_tiles" BIGINT NOT NULL DEFAULT 0,
    "succeeded_tiles" BIGINT NOT NULL DEFAULT 0,
    "skipped_tiles" BIGINT NOT NULL DEFAULT 0,
    "failed_tiles" BIGINT NOT NULL DEFAULT 0,
    "bytes_written" BIGINT NOT NULL DEFAULT 0,
    "bytes_deleted" BIGINT NOT NULL DEFAULT 0,
    "cancel_requested" BOOLEAN NOT NULL DEFAULT false,
    "error_message" TEXT,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "started_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "tile_cache_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tile_cache_job_chunks" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "zoom" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "min_col" INTEGER NOT NULL,
    "max_col" INTEGER NOT NULL,
    "min_row" INTEGER NOT NULL,
    "max_row" INTEGER NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'pending',
    "checkpoint" INTEGER NOT NULL DEFAULT 0,
    "succeeded_tiles" INTEGER NOT NULL DEFAULT 0,
    "skipped_tiles" INTEGER NOT NULL DEFAULT 0,
    "failed_tiles" INTEGER NOT NULL DEFAULT 0,
    "bytes_written" BIGINT NOT NULL DEFAULT 0,
    "bytes_deleted" BIGINT NOT NULL DEFAULT 0,
    "lease_owner" TEXT,
    "lease_until" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tile_cache_job_chunks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "signing_keys" (
    "id" VARCHAR(64) NOT NULL,
    "algorithm" VARCHAR(16) NOT NULL DEFAULT 'ES256',
    "private_jwk" JSONB NOT NULL,
    "public_jwk" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retired_at" TIMESTAMPTZ(3),

    CONSTRAINT "signing_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" UUID NOT NULL,
    "key_hash" CHAR(64) NOT NULL,
    "key_prefix" VARCHAR(12) NOT NULL,
    "workspace_id" UUID,
    "role_id" VARCHAR(64) NOT NULL,
    "name" VARCHAR(128) NOT NULL,
    "owner_name" TEXT,
    "owner_email" TEXT,
    "expires_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "browser_sessions" (
    "id" UUID NOT NULL,
    "secret_hash" CHAR(64) NOT NULL,
    "csrf_hash" CHAR(64) NOT NULL,
    "subject" TEXT NOT NULL,
    "email" TEXT,
    "display_name" TEXT,
    "auth_method" VARCHAR(32) NOT NULL,
    "global_role" VARCHAR(64),
    "roles" JSONB NOT NULL DEFAULT '{}',
    "claims" JSONB,
    "api_key_id" UUID,
    "remote_addr" TEXT NOT NULL,
    "user_agent" TEXT NOT NULL,
    "console_access" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "idle_expires_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "browser_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_events" (
    "id" UUID NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "request_id" VARCHAR(64) NOT NULL,
    "principal" TEXT NOT NULL,
    "credential_id" TEXT,
    "auth_method" VARCHAR(32) NOT NULL,
    "workspace" TEXT,
    "surface" VARCHAR(16) NOT NULL,
    "operation" VARCHAR(128) NOT NULL,
    "action" VARCHAR(16) NOT NULL,
    "status" INTEGER NOT NULL,
    "duration_ms" INTEGER NOT NULL,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "workspaces_name_key" ON "workspaces"("name");

-- CreateIndex
CREATE INDEX "claim_mappings_workspace_id_idx" ON "claim_mappings"("workspace_id");

-- CreateIndex
CREATE UNIQUE INDEX "claim_mappings_scope_claim_name_claim_value_key" ON "claim_mappings"("scope", "claim_name", "claim_value");

-- CreateIndex
CREATE UNIQUE INDEX "services_workspace_id_name_key" ON "services"("workspace_id", "name");

-- CreateIndex
CREATE INDEX "layers_service_id_idx" ON "layers"("service_id");

-- CreateIndex
CREATE UNIQUE INDEX "layers_workspace_id_name_key" ON "layers"("workspace_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "styles_workspace_id_name_key" ON "styles"("workspace_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "layer_groups_workspace_id_public_id_key" ON "layer_groups"("workspace_id", "public_id");

-- CreateIndex
CREATE UNIQUE INDEX "layer_group_members_group_id_position_key" ON "layer_group_members"("group_id", "position");

-- CreateIndex
CREATE INDEX "tile_cache_jobs_workspace_id_created_at_idx" ON "tile_cache_jobs"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "tile_cache_jobs_status_idx" ON "tile_cache_jobs"("status");

-- CreateIndex
CREATE INDEX "tile_cache_job_chunks_status_lease_until_idx" ON "tile_cache_job_chunks"("status", "lease_until");

-- CreateIndex
CREATE UNIQUE INDEX "tile_cache_job_chunks_job_id_zoom_seq_key" ON "tile_cache_job_chunks"("job_id", "zoom", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys"("key_hash");

-- CreateIndex
CREATE INDEX "api_keys_workspace_id_idx" ON "api_keys"("workspace_id");

-- CreateIndex
CREATE UNIQUE INDEX "browser_sessions_secret_hash_key" ON "browser_sessions"("secret_hash");

-- CreateIndex
CREATE INDEX "browser_sessions_created_at_idx" ON "browser_sessions"("created_at");

-- CreateIndex
CREATE INDEX "audit_events_occurred_at_id_idx" ON "audit_events"("occurred_at", "id");

-- AddForeignKey
ALTER TABLE "claim_mappings" ADD CONSTRAINT "claim_mappings_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "claim_mappings" ADD CONSTRAINT "claim_mappings_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "services" ADD CONSTRAINT "services_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "layers" ADD CONSTRAINT "layers_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "layers" ADD CONSTRAINT "layers_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "layers" ADD CONSTRAINT "layers_default_style_id_fkey" FOREIGN KEY ("default_style_id") REFERENCES "styles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "styles" ADD CONSTRAINT "styles_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "layer_groups" ADD CONSTRAINT "layer_groups_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "layer_groups" ADD CONSTRAINT "layer_groups_default_style_id_fkey" FOREIGN KEY ("default_style_id") REFERENCES "styles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "layer_group_members" ADD CONSTRAINT "layer_group_members_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "layer_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "layer_group_members" ADD CONSTRAINT "layer_group_members_layer_id_fkey" FOREIGN KEY ("layer_id") REFERENCES "layers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "layer_group_members" ADD CONSTRAINT "layer_group_members_member_group_id_fkey" FOREIGN KEY ("member_group_id") REFERENCES "layer_groups"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "layer_group_members" ADD CONSTRAINT "layer_group_members_style_id_fkey" FOREIGN KEY ("style_id") REFERENCES "styles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workspace_settings" ADD CONSTRAINT "workspace_settings_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tile_cache_jobs" ADD CONSTRAINT "tile_cache_jobs_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tile_cache_job_chunks" ADD CONSTRAINT "tile_cache_job_chunks_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "tile_cache_jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "browser_sessions" ADD CONSTRAINT "browser_sessions_api_key_id_fkey" FOREIGN KEY ("api_key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Seed: the built-in roles (spec/decisions.md §4, id = name). Hand-written, not generated:
-- scripts/migration-new.ts appends this file to the first migration it creates.
INSERT INTO "roles" ("id", "name", "description", "builtin") VALUES
    ('super_admin', 'Super administrator', 'Every workspace and the global settings, roles and keys', true),
    ('admin', 'Administrator', 'Everything within a workspace', true),
    ('editor', 'Editor', 'Creates and changes the resources of a workspace', true),
    ('viewer', 'Viewer', 'Reads the resources of a workspace', true)
ON CONFLICT ("id") DO NOTHING;
