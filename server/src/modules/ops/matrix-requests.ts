// A valid request of each ops route whose body or query may not be empty, for the role x route
// matrix (matrix.test.ts): the test fails for a route that needs one and has none here. Each part
// of the console adds its routes' entries (ids name nothing, so nothing changes).
export type OpsMatrixInput = { body?: unknown; query?: Record<string, string> };

export const OPS_VALID_REQUESTS: Record<string, OpsMatrixInput> = {
  "POST /ops/api/reviews/:id/decision": { body: { decision: "approve" } },
};
