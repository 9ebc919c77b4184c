-- AlterTable
ALTER TABLE "layers" ADD COLUMN     "attributes" JSONB;

-- AlterTable
ALTER TABLE "styles" ADD COLUMN     "attribute_refs" JSONB;
