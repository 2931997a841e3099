import { RAZORPAY_ERROR_CODE } from "../../../contract/errors";
// Razorpay's error body: { error: { code, description, source, step, reason, metadata, field? } }.
export class RzpError extends Error {
  constructor(
    public readonly statusCode: number,
    description: string,
    public readonly detail: {
      code?: string;
      source?: string;
      step?: string;
      reason?: string;
      field?: string;
      metadata?: Record<string, string>;
    } = {},
  ) {
    super(description);
    this.name = "RzpError";
  }

  toBody() {
    const d = this.detail;
    return {
      error: {
        code:
          d.code ?? (this.statusCode >= 500 ? RAZORPAY_ERROR_CODE.SERVER_ERROR : RAZORPAY_ERROR_CODE.BAD_REQUEST_ERROR),
        description: this.message,
        source: d.source ?? "NA",
        step: d.step ?? "NA",
        reason: d.reason ?? "NA",
        metadata: d.metadata ?? {},
        ...(d.field ? { field: d.field } : {}),
      },
    };
  }
}

export const badRequest = (description: string, detail: RzpError["detail"] = {}) =>
  new RzpError(400, description, detail);
export const notFound = () =>
  new RzpError(404, "The id provided does not exist", { reason: "input_validation_failed" });
export const unauthorized = () => new RzpError(401, "Authentication failed");
