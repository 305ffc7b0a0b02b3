-- The criterion type becomes text: the names are packages/adaptive-release's (one definition per
-- type, which validates every write), so adding a type needs no migration. Written by hand: the
-- generated diff dropped and re-added the column, losing every criterion's type.
--
-- No CHECK lists the names (that would bring the list back into the database, with a migration
-- per type); the one below only keeps the shape of a type name (PascalCase, not empty).

-- The partial unique index compares with an enum literal: it is dropped around the change.
DROP INDEX "criterion_one_memberships_per_rule";

-- AlterTable (keeps the stored values)
ALTER TABLE "criterion" ALTER COLUMN "type" TYPE TEXT USING "type"::text;

ALTER TABLE "criterion" ADD CONSTRAINT "criterion_type_name" CHECK ("type" ~ '^[A-Z][A-Za-z0-9]*$');

-- one Memberships criterion per rule
CREATE UNIQUE INDEX "criterion_one_memberships_per_rule" ON "criterion" ("rule_id") WHERE "type" = 'Memberships';

-- DropEnum
DROP TYPE "CriterionType";
