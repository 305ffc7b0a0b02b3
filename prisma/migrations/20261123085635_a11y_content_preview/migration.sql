-- AlterTable
ALTER TABLE "a11y_content" ADD COLUMN     "preview_key" TEXT;

