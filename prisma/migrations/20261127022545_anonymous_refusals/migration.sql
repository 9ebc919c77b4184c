-- CreateTable
CREATE TABLE "anonymous_refusals" (
    "minute" TIMESTAMPTZ(0) NOT NULL,
    "address" VARCHAR(64) NOT NULL,
    "count" INTEGER NOT NULL,
    "last_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "anonymous_refusals_pkey" PRIMARY KEY ("minute","address")
);
