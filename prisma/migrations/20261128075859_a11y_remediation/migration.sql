-- CreateTable
CREATE TABLE "a11y_content_remediation" (
    "id" SERIAL NOT NULL,
    "content_id" INTEGER NOT NULL,
    "status" "A11yStatus" NOT NULL DEFAULT 'pending',
    "error" TEXT,
    "refusal" TEXT,
    "changes" JSONB,
    "left_for_person" JSONB,
    "score_before" DOUBLE PRECISION,
    "score_after" DOUBLE PRECISION,
    "blob_key" TEXT,
    "content_type" TEXT,
    "file_name" TEXT,
    "size" INTEGER,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "a11y_content_remediation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "a11y_content_remediation_content_id_key" ON "a11y_content_remediation"("content_id");

-- CreateIndex
CREATE INDEX "a11y_content_remediation_status_modified_idx" ON "a11y_content_remediation"("status", "modified");

-- AddForeignKey
ALTER TABLE "a11y_content_remediation" ADD CONSTRAINT "a11y_content_remediation_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "a11y_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

