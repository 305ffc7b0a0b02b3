-- Issue 27: how far a running analysis has got (pages done of pages, per stage), for the status
-- endpoint; the worker writes it while inprogress and clears it when the record finishes.

-- AlterTable
ALTER TABLE "a11y_content" ADD COLUMN     "progress" JSONB;

