-- CreateTable
CREATE TABLE "MoneyReconciliation" (
    "id" TEXT NOT NULL,
    "ranAt" TIMESTAMP(3) NOT NULL,
    "trigger" TEXT NOT NULL,
    "checked" INTEGER NOT NULL,
    "mismatches" INTEGER NOT NULL,
    "findings" TEXT NOT NULL DEFAULT '[]',

    CONSTRAINT "MoneyReconciliation_pkey" PRIMARY KEY ("id")
);
