-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "smoke_check" (
    "id" UUID NOT NULL,
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "worked_at" TIMESTAMPTZ(3),
    "worker_id" TEXT,

    CONSTRAINT "smoke_check_pkey" PRIMARY KEY ("id")
);

