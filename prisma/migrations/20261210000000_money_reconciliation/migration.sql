-- CreateTable
CREATE TABLE "MoneyReconciliation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ranAt" DATETIME NOT NULL,
    "trigger" TEXT NOT NULL,
    "checked" INTEGER NOT NULL,
    "mismatches" INTEGER NOT NULL,
    "findings" TEXT NOT NULL DEFAULT '[]'
);

