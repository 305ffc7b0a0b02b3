-- AlterTable
ALTER TABLE "a11y_content" ADD COLUMN     "formats_available" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "formats_visible" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "language" TEXT;

-- CreateTable
CREATE TABLE "a11y_content_format" (
    "id" SERIAL NOT NULL,
    "content_id" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "status" "A11yStatus" NOT NULL DEFAULT 'pending',
    "error" TEXT,
    "blob_key" TEXT,
    "content_type" TEXT,
    "file_name" TEXT,
    "size" INTEGER,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "a11y_content_format_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "a11y_content_format_status_modified_idx" ON "a11y_content_format"("status", "modified");

-- CreateIndex
CREATE UNIQUE INDEX "a11y_content_format_content_id_format_key" ON "a11y_content_format"("content_id", "format");

-- AddForeignKey
ALTER TABLE "a11y_content_format" ADD CONSTRAINT "a11y_content_format_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "a11y_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

