-- CreateTable
CREATE TABLE "ReadEpoch" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL DEFAULT 0
);

