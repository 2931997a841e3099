-- Notification preferences per channel and kind, and the notifier's place in the live event log.
-- CreateTable
CREATE TABLE "NotificationSetting" (
    "userId" TEXT NOT NULL,
    "pushOrders" BOOLEAN NOT NULL DEFAULT true,
    "pushOffers" BOOLEAN NOT NULL DEFAULT false,
    "smsOrders" BOOLEAN NOT NULL DEFAULT true,
    "smsOffers" BOOLEAN NOT NULL DEFAULT false,
    "emailOrders" BOOLEAN NOT NULL DEFAULT true,
    "emailOffers" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationSetting_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "LiveCursor" (
    "name" TEXT NOT NULL,
    "lastId" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LiveCursor_pkey" PRIMARY KEY ("name")
);
