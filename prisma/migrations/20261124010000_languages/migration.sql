-- AlterTable
ALTER TABLE "ContentPage" ADD COLUMN "bodyHi" TEXT;
ALTER TABLE "ContentPage" ADD COLUMN "titleHi" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "dialingCode" TEXT NOT NULL DEFAULT '+91',
    "mobile" TEXT NOT NULL,
    "mobileVerified" BOOLEAN NOT NULL DEFAULT false,
    "email" TEXT,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "passwordHash" TEXT,
    "image" TEXT,
    "isNewCustomer" BOOLEAN NOT NULL DEFAULT true,
    "deliveryType" INTEGER NOT NULL DEFAULT 1,
    "rzpCustomerId" TEXT,
    "prefCardToken" TEXT,
    "prefUpiToken" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en'
);
INSERT INTO "new_User" ("createdAt", "deliveryType", "dialingCode", "email", "emailVerified", "firstName", "id", "image", "isNewCustomer", "lastName", "mobile", "mobileVerified", "passwordHash", "prefCardToken", "prefUpiToken", "rzpCustomerId", "updatedAt") SELECT "createdAt", "deliveryType", "dialingCode", "email", "emailVerified", "firstName", "id", "image", "isNewCustomer", "lastName", "mobile", "mobileVerified", "passwordHash", "prefCardToken", "prefUpiToken", "rzpCustomerId", "updatedAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_mobile_key" ON "User"("mobile");
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

