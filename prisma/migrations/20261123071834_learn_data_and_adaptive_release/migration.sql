-- CreateEnum
CREATE TYPE "CriterionType" AS ENUM ('GradeRange', 'GradePercentage', 'DateRange', 'Memberships', 'ContentComplete', 'GradeCompleted', 'ContentReviewed');

-- CreateTable
CREATE TABLE "learn_application" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "entitlements" TEXT[],
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "learn_application_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "learn_access_token" (
    "id" SERIAL NOT NULL,
    "token_hash" TEXT NOT NULL,
    "application_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "learn_access_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "course" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "course_id" TEXT NOT NULL,
    "data_source_id" TEXT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "organization" BOOLEAN NOT NULL DEFAULT false,
    "ultra_status" TEXT NOT NULL DEFAULT 'Undecided',
    "allow_guests" BOOLEAN NOT NULL DEFAULT false,
    "allow_observers" BOOLEAN NOT NULL DEFAULT false,
    "closed_complete" BOOLEAN NOT NULL DEFAULT false,
    "term_id" TEXT,
    "available" TEXT NOT NULL DEFAULT 'Yes',
    "duration_type" TEXT NOT NULL DEFAULT 'Continuous',
    "duration_start" TIMESTAMPTZ(3),
    "duration_end" TIMESTAMPTZ(3),
    "duration_days_of_use" INTEGER,
    "enrollment_type" TEXT NOT NULL DEFAULT 'InstructorLed',
    "enrollment_start" TIMESTAMPTZ(3),
    "enrollment_end" TIMESTAMPTZ(3),
    "enrollment_access_code" TEXT,
    "locale_id" TEXT,
    "locale_force" BOOLEAN NOT NULL DEFAULT false,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "course_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content" (
    "id" SERIAL NOT NULL,
    "course_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "is_root" BOOLEAN NOT NULL DEFAULT false,
    "title" TEXT NOT NULL,
    "body" TEXT,
    "description" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "launch_in_new_window" BOOLEAN NOT NULL DEFAULT false,
    "reviewable" BOOLEAN NOT NULL DEFAULT false,
    "available" TEXT NOT NULL DEFAULT 'Yes',
    "allow_guests" BOOLEAN NOT NULL DEFAULT true,
    "allow_observers" BOOLEAN NOT NULL DEFAULT true,
    "content_handler_id" TEXT NOT NULL DEFAULT 'resource/x-bb-folder',
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "content_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gradebook_column" (
    "id" SERIAL NOT NULL,
    "course_id" INTEGER NOT NULL,
    "content_id" INTEGER,
    "external_id" TEXT,
    "external_tool_id" TEXT,
    "name" TEXT NOT NULL,
    "display_name" TEXT,
    "description" TEXT,
    "external_grade" BOOLEAN NOT NULL DEFAULT false,
    "score_possible" DOUBLE PRECISION,
    "available" TEXT NOT NULL DEFAULT 'Yes',
    "grading_type" TEXT NOT NULL DEFAULT 'Manual',
    "grading_due" TIMESTAMPTZ(3),
    "attempts_allowed" INTEGER,
    "scoring_model" TEXT,
    "schema_id" TEXT,
    "anonymous_grading_type" TEXT NOT NULL DEFAULT 'None',
    "anonymous_release_after" TIMESTAMPTZ(3),
    "gradebook_category_id" TEXT,
    "include_in_calculations" BOOLEAN NOT NULL DEFAULT true,
    "show_statistics_to_students" BOOLEAN NOT NULL DEFAULT false,
    "score_provider_handle" TEXT,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "gradebook_column_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "grade" (
    "id" SERIAL NOT NULL,
    "column_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "score" DOUBLE PRECISION,
    "text" TEXT,
    "notes" TEXT,
    "feedback" TEXT,
    "exempt" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'Graded',
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "grade_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "learn_user" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "data_source_id" TEXT,
    "user_name" TEXT NOT NULL,
    "password_hash" TEXT,
    "student_id" TEXT,
    "education_level" TEXT,
    "gender" TEXT,
    "pronouns" TEXT,
    "birth_date" TIMESTAMPTZ(3),
    "institution_role_ids" TEXT[],
    "system_role_ids" TEXT[],
    "available" TEXT NOT NULL DEFAULT 'Yes',
    "name" JSONB,
    "job" JSONB,
    "contact" JSONB,
    "address" JSONB,
    "locale_id" TEXT,
    "locale_calendar" TEXT,
    "locale_first_day_of_week" TEXT,
    "avatar_source" TEXT NOT NULL DEFAULT 'Default',
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "last_login" TIMESTAMPTZ(3),

    CONSTRAINT "learn_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "course_membership" (
    "id" SERIAL NOT NULL,
    "course_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "course_role_id" TEXT NOT NULL DEFAULT 'Student',
    "available" TEXT NOT NULL DEFAULT 'Yes',
    "data_source_id" TEXT,
    "child_course_id" TEXT,
    "display_order" INTEGER,
    "last_accessed" TIMESTAMPTZ(3),
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "course_membership_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "course_group" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "course_id" INTEGER NOT NULL,
    "external_id" TEXT NOT NULL,
    "is_group_set" BOOLEAN NOT NULL DEFAULT false,
    "group_set_id" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "available" TEXT NOT NULL DEFAULT 'Yes',
    "enrollment_type" TEXT NOT NULL DEFAULT 'InstructorOnly',
    "enrollment_limit" INTEGER,
    "signup_sheet" JSONB,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "course_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group_member" (
    "group_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "group_member_pkey" PRIMARY KEY ("group_id","user_id")
);

-- CreateTable
CREATE TABLE "review_status" (
    "content_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "reviewed" BOOLEAN NOT NULL DEFAULT false,
    "review_date" TIMESTAMPTZ(3),

    CONSTRAINT "review_status_pkey" PRIMARY KEY ("content_id","user_id")
);

-- CreateTable
CREATE TABLE "adaptive_release_rule" (
    "id" SERIAL NOT NULL,
    "content_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "adaptive_release_rule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "criterion" (
    "id" SERIAL NOT NULL,
    "rule_id" INTEGER NOT NULL,
    "type" "CriterionType" NOT NULL,
    "grade_column_id" INTEGER,
    "min_score" DOUBLE PRECISION,
    "max_score" DOUBLE PRECISION,
    "start_date" TIMESTAMPTZ(3),
    "end_date" TIMESTAMPTZ(3),
    "completed_content_id" INTEGER,
    "reviewed_content_id" INTEGER,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "criterion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "criterion_member" (
    "id" SERIAL NOT NULL,
    "criterion_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "group_id" INTEGER,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "criterion_member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rule_audit_entry" (
    "id" SERIAL NOT NULL,
    "rule_id" INTEGER NOT NULL,
    "content_id" INTEGER NOT NULL,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "target_id" TEXT,
    "before" JSONB,
    "after" JSONB,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rule_audit_entry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "learn_application_key_key" ON "learn_application"("key");

-- CreateIndex
CREATE UNIQUE INDEX "learn_access_token_token_hash_key" ON "learn_access_token"("token_hash");

-- CreateIndex
CREATE INDEX "learn_access_token_expires_at_idx" ON "learn_access_token"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "course_uuid_key" ON "course"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "course_external_id_key" ON "course"("external_id");

-- CreateIndex
CREATE UNIQUE INDEX "course_course_id_key" ON "course"("course_id");

-- CreateIndex
CREATE INDEX "content_course_id_parent_id_position_idx" ON "content"("course_id", "parent_id", "position");

-- CreateIndex
CREATE INDEX "gradebook_column_course_id_idx" ON "gradebook_column"("course_id");

-- CreateIndex
CREATE UNIQUE INDEX "grade_column_id_user_id_key" ON "grade"("column_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "learn_user_uuid_key" ON "learn_user"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "learn_user_external_id_key" ON "learn_user"("external_id");

-- CreateIndex
CREATE UNIQUE INDEX "learn_user_user_name_key" ON "learn_user"("user_name");

-- CreateIndex
CREATE INDEX "course_membership_user_id_idx" ON "course_membership"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "course_membership_course_id_user_id_key" ON "course_membership"("course_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "course_group_uuid_key" ON "course_group"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "course_group_course_id_external_id_key" ON "course_group"("course_id", "external_id");

-- CreateIndex
CREATE INDEX "group_member_user_id_idx" ON "group_member"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "adaptive_release_rule_content_id_key" ON "adaptive_release_rule"("content_id");

-- CreateIndex
CREATE INDEX "criterion_rule_id_idx" ON "criterion"("rule_id");

-- CreateIndex
CREATE UNIQUE INDEX "criterion_member_criterion_id_user_id_key" ON "criterion_member"("criterion_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "criterion_member_criterion_id_group_id_key" ON "criterion_member"("criterion_id", "group_id");

-- CreateIndex
CREATE INDEX "rule_audit_entry_rule_id_id_idx" ON "rule_audit_entry"("rule_id", "id");

-- AddForeignKey
ALTER TABLE "learn_access_token" ADD CONSTRAINT "learn_access_token_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "learn_application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content" ADD CONSTRAINT "content_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content" ADD CONSTRAINT "content_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gradebook_column" ADD CONSTRAINT "gradebook_column_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gradebook_column" ADD CONSTRAINT "gradebook_column_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "content"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grade" ADD CONSTRAINT "grade_column_id_fkey" FOREIGN KEY ("column_id") REFERENCES "gradebook_column"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grade" ADD CONSTRAINT "grade_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "learn_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_membership" ADD CONSTRAINT "course_membership_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_membership" ADD CONSTRAINT "course_membership_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "learn_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_group" ADD CONSTRAINT "course_group_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_group" ADD CONSTRAINT "course_group_group_set_id_fkey" FOREIGN KEY ("group_set_id") REFERENCES "course_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "course_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "learn_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_status" ADD CONSTRAINT "review_status_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_status" ADD CONSTRAINT "review_status_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "learn_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "adaptive_release_rule" ADD CONSTRAINT "adaptive_release_rule_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "criterion" ADD CONSTRAINT "criterion_rule_id_fkey" FOREIGN KEY ("rule_id") REFERENCES "adaptive_release_rule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "criterion" ADD CONSTRAINT "criterion_grade_column_id_fkey" FOREIGN KEY ("grade_column_id") REFERENCES "gradebook_column"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "criterion" ADD CONSTRAINT "criterion_completed_content_id_fkey" FOREIGN KEY ("completed_content_id") REFERENCES "content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "criterion" ADD CONSTRAINT "criterion_reviewed_content_id_fkey" FOREIGN KEY ("reviewed_content_id") REFERENCES "content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "criterion_member" ADD CONSTRAINT "criterion_member_criterion_id_fkey" FOREIGN KEY ("criterion_id") REFERENCES "criterion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "criterion_member" ADD CONSTRAINT "criterion_member_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "learn_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "criterion_member" ADD CONSTRAINT "criterion_member_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "course_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Written by hand (Prisma cannot express these):
-- one Memberships criterion per rule
CREATE UNIQUE INDEX "criterion_one_memberships_per_rule" ON "criterion" ("rule_id") WHERE "type" = 'Memberships';
-- a member is a user or a group, never both nor neither
ALTER TABLE "criterion_member" ADD CONSTRAINT "criterion_member_user_xor_group" CHECK (("user_id" IS NULL) <> ("group_id" IS NULL));
-- one ROOT folder per course
CREATE UNIQUE INDEX "content_one_root_per_course" ON "content" ("course_id") WHERE "is_root";
