-- CreateIndex
CREATE INDEX "learn_access_token_application_id_idx" ON "learn_access_token"("application_id");

-- CreateIndex
CREATE INDEX "grade_user_id_idx" ON "grade"("user_id");

-- CreateIndex
CREATE INDEX "review_status_user_id_idx" ON "review_status"("user_id");

-- CreateIndex
CREATE INDEX "criterion_grade_column_id_idx" ON "criterion"("grade_column_id");

-- CreateIndex
CREATE INDEX "criterion_completed_content_id_idx" ON "criterion"("completed_content_id");

-- CreateIndex
CREATE INDEX "criterion_reviewed_content_id_idx" ON "criterion"("reviewed_content_id");

-- CreateIndex
CREATE INDEX "criterion_member_user_id_idx" ON "criterion_member"("user_id");

-- CreateIndex
CREATE INDEX "criterion_member_group_id_idx" ON "criterion_member"("group_id");

