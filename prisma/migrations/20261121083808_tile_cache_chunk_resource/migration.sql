-- AlterTable
ALTER TABLE "tile_cache_job_chunks" ADD COLUMN     "last_error" TEXT,
ADD COLUMN     "resource" VARCHAR(128) NOT NULL;
