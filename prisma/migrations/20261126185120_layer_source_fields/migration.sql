-- AlterTable
ALTER TABLE "layers" ADD COLUMN     "bounds" DOUBLE PRECISION[],
ADD COLUMN     "geometry_column" TEXT,
ADD COLUMN     "geometry_type" TEXT,
ADD COLUMN     "id_column" TEXT,
ADD COLUMN     "srid" INTEGER;
