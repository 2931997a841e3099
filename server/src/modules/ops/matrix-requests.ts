// A valid request of each ops route whose body or query may not be empty, for the role x route
// matrix (matrix.test.ts): the test fails for a route that needs one and has none here. Each part
// of the console adds its routes' entries (ids name nothing, so nothing changes).
export type OpsMatrixInput = { body?: unknown; query?: Record<string, string> };

export const OPS_VALID_REQUESTS: Record<string, OpsMatrixInput> = {
  "POST /ops/api/enquiries/:enquiry_id/decline": { body: { reason: "Matrix" } },
  "POST /ops/api/onboarding": {
    body: {
      // An enquiry that does not exist: the handler refuses it (404) before writing anything.
      enquiry_id: "matrix-missing",
      business_name: "Matrix Traders",
      email: "matrix@example.in",
      shop_name: "Matrix Mart",
      kind: "Electronics",
      primary_mobile: "9600099999",
      store: {
        street: "1 Matrix Road",
        area: "Koramangala",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560034",
        lat: 12.93,
        lng: 77.62,
      },
      admin: { name: "Matrix Admin", mobile: "9600099999" },
      kyc: {
        pan: "AAPFU0939F",
        gstin: "27AAPFU0939F1ZV",
        bank_account: "123456789012",
        bank_account_confirm: "123456789012",
        ifsc: "SBIN0001234",
      },
    },
  },
  "POST /ops/api/reviews/:id/decision": { body: { decision: "approve" } },
  // The desk: orders, escalations, suspensions.
  "POST /ops/api/orders/:id/deny": { body: { reason: "Matrix probe" } },
  "POST /ops/api/escalations/:id/decision": { body: { decision: "close", note: "Matrix probe" } },
  "POST /ops/api/shops/:id/suspend": { body: { reason: "Matrix probe" } },
  // Commission rules: a shop that does not exist (404 before anything is written), an edit of none.
  "POST /ops/api/commission-rules": { body: { scope: "shop", shop_id: "matrix-missing", payment: "online", bps: 1000 } },
  "PATCH /ops/api/commission-rules/:id": { body: { bps: 1000 } },
  "POST /ops/api/shops/:id/unsuspend": { body: { reason: "Matrix probe" } },
  "POST /ops/api/customers/:id/suspend": { body: { reason: "Matrix probe" } },
  "POST /ops/api/customers/:id/unsuspend": { body: { reason: "Matrix probe" } },
  // The Support queue (grievance tickets).
  "POST /ops/api/tickets/:id/assign": { body: {} },
  "POST /ops/api/tickets/:id/reply": { body: { message: "Matrix probe" } },
  "POST /ops/api/tickets/:id/resolve": { body: { message: "Matrix probe" } },
};
