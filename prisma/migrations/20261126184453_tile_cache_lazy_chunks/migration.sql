-- DropIndex
DROP INDEX "tile_cache_job_chunks_job_id_zoom_seq_key";

-- CreateIndex
CREATE UNIQUE INDEX "tile_cache_job_chunks_job_id_seq_min_row_min_col_key" ON "tile_cache_job_chunks"("job_id", "seq", "min_row", "min_col");
