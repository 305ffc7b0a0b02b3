-- Issue 29: rate limits shared by every API process. One row per bucket and fixed window, upserted
-- once per counted request. UNLOGGED (edited from Prisma's CREATE TABLE): an upsert writes no WAL
-- and its commit waits for no disk flush; the counts survive a clean restart of PostgreSQL, and
-- after a crash of PostgreSQL itself they start over (what a crash costs a rate limit: one window).

-- CreateTable
CREATE UNLOGGED TABLE "rate_limit_window" (
    "bucket" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "rate_limit_window_pkey" PRIMARY KEY ("bucket","window_start")
);

-- CreateIndex
CREATE INDEX "rate_limit_window_expires_at_idx" ON "rate_limit_window"("expires_at");
