-- CreateTable
CREATE TABLE "workspace_document_runs" (
    "id" UUID NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "workspace_id" UUID,
    "workspace_name" VARCHAR(64) NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'queued',
    "state" VARCHAR(64),
    "request" JSONB NOT NULL,
    "result" JSON,
    "error" JSONB,
    "lease_owner" VARCHAR(128),
    "lease_until" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "workspace_document_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "workspace_document_runs_workspace_id_kind_state_idx" ON "workspace_document_runs"("workspace_id", "kind", "state");

-- CreateIndex
CREATE INDEX "workspace_document_runs_status_created_at_idx" ON "workspace_document_runs"("status", "created_at");

-- AddForeignKey
ALTER TABLE "workspace_document_runs" ADD CONSTRAINT "workspace_document_runs_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
