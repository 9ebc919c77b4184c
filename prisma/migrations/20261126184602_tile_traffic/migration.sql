-- CreateTable
CREATE TABLE "tile_traffic" (
    "workspace_id" UUID NOT NULL,
    "hits" BIGINT NOT NULL DEFAULT 0,
    "misses" BIGINT NOT NULL DEFAULT 0,
    "renders" BIGINT NOT NULL DEFAULT 0,
    "bytes_served" BIGINT NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tile_traffic_pkey" PRIMARY KEY ("workspace_id")
);

-- AddForeignKey
ALTER TABLE "tile_traffic" ADD CONSTRAINT "tile_traffic_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
