-- AlterTable
-- Edited by hand: Prisma's schema cannot declare a generated column. name.family lives in the
-- name JSON; GET /v1/users filters (name.family=) and sorts (sort=name.family) on it, which
-- Prisma can only express on a column. Never written by the service.
ALTER TABLE "learn_user" ADD COLUMN "name_family" TEXT GENERATED ALWAYS AS ("name" ->> 'family') STORED;

-- CreateIndex
CREATE INDEX "course_data_source_id_idx" ON "course"("data_source_id");

-- CreateIndex
CREATE INDEX "course_term_id_idx" ON "course"("term_id");

-- CreateIndex
CREATE INDEX "course_available_idx" ON "course"("available");

-- CreateIndex
CREATE INDEX "content_course_id_content_handler_id_idx" ON "content"("course_id", "content_handler_id");

-- CreateIndex
CREATE INDEX "gradebook_column_content_id_idx" ON "gradebook_column"("content_id");

-- CreateIndex
CREATE INDEX "gradebook_column_course_id_gradebook_category_id_idx" ON "gradebook_column"("course_id", "gradebook_category_id");

-- CreateIndex
CREATE INDEX "learn_user_data_source_id_idx" ON "learn_user"("data_source_id");

-- CreateIndex
CREATE INDEX "learn_user_student_id_idx" ON "learn_user"("student_id");

-- CreateIndex
CREATE INDEX "learn_user_available_idx" ON "learn_user"("available");

-- CreateIndex
CREATE INDEX "learn_user_institution_role_ids_idx" ON "learn_user" USING GIN ("institution_role_ids");

-- CreateIndex
CREATE INDEX "course_membership_course_id_course_role_id_idx" ON "course_membership"("course_id", "course_role_id");

