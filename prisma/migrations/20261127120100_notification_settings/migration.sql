-- Notification preferences per channel and kind, and the notifier's place in the live event log.
-- CreateTable
CREATE TABLE "NotificationSetting" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "pushOrders" BOOLEAN NOT NULL DEFAULT true,
    "pushOffers" BOOLEAN NOT NULL DEFAULT false,
    "smsOrders" BOOLEAN NOT NULL DEFAULT true,
    "smsOffers" BOOLEAN NOT NULL DEFAULT false,
    "emailOrders" BOOLEAN NOT NULL DEFAULT true,
    "emailOffers" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "LiveCursor" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "lastId" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL
);
