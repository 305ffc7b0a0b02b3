-- CreateEnum
CREATE TYPE "A11yWebhookDeliveryStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "a11y_webhook" (
    "id" SERIAL NOT NULL,
    "client_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "secret" TEXT NOT NULL,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "a11y_webhook_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "a11y_webhook_delivery" (
    "id" SERIAL NOT NULL,
    "webhook_id" INTEGER NOT NULL,
    "message_id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "status" "A11yWebhookDeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempt_count" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "a11y_webhook_delivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "a11y_webhook_attempt" (
    "id" SERIAL NOT NULL,
    "delivery_id" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "http_status" INTEGER,
    "error" TEXT,
    "duration_ms" INTEGER NOT NULL,

    CONSTRAINT "a11y_webhook_attempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "a11y_webhook_client_id_idx" ON "a11y_webhook"("client_id");

-- CreateIndex
CREATE UNIQUE INDEX "a11y_webhook_delivery_message_id_key" ON "a11y_webhook_delivery"("message_id");

-- CreateIndex
CREATE INDEX "a11y_webhook_delivery_webhook_id_id_idx" ON "a11y_webhook_delivery"("webhook_id", "id");

-- CreateIndex
CREATE INDEX "a11y_webhook_delivery_status_next_attempt_at_idx" ON "a11y_webhook_delivery"("status", "next_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "a11y_webhook_attempt_delivery_id_number_key" ON "a11y_webhook_attempt"("delivery_id", "number");

-- AddForeignKey
ALTER TABLE "a11y_webhook" ADD CONSTRAINT "a11y_webhook_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "a11y_client"("client_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "a11y_webhook_delivery" ADD CONSTRAINT "a11y_webhook_delivery_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "a11y_webhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "a11y_webhook_attempt" ADD CONSTRAINT "a11y_webhook_attempt_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "a11y_webhook_delivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;

