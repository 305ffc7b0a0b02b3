-- CreateEnum
CREATE TYPE "A11yStatus" AS ENUM ('pending', 'inprogress', 'success', 'failed');

-- CreateTable
CREATE TABLE "a11y_client" (
    "client_id" INTEGER NOT NULL,
    "secret" TEXT NOT NULL,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "a11y_client_pkey" PRIMARY KEY ("client_id")
);

-- CreateTable
CREATE TABLE "a11y_content" (
    "id" SERIAL NOT NULL,
    "client_id" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,
    "status" "A11yStatus" NOT NULL DEFAULT 'pending',
    "error" TEXT,
    "file_name" TEXT,
    "mime_type" TEXT NOT NULL,
    "file_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "page_count" INTEGER,
    "is_seizure_inducing" BOOLEAN NOT NULL DEFAULT false,
    "feedback" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "a11y_content_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "a11y_content_status_modified_idx" ON "a11y_content"("status", "modified");

-- CreateIndex
CREATE UNIQUE INDEX "a11y_content_client_id_hash_key" ON "a11y_content"("client_id", "hash");

-- AddForeignKey
ALTER TABLE "a11y_content" ADD CONSTRAINT "a11y_content_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "a11y_client"("client_id") ON DELETE CASCADE ON UPDATE CASCADE;

