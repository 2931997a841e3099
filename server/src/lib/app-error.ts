// Expected outcomes are thrown as AppErrors with a name; only plugins/errors.ts turns them into HTTP.
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly status: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (what: string, code = "NOT_FOUND") => new AppError(code, 404, `${what} not found.`);
export const badRequest = (message: string, code = "BAD_REQUEST") => new AppError(code, 400, message);
export const conflict = (message: string, code = "CONFLICT") => new AppError(code, 409, message);
export const forbidden = (message = "You are not allowed to do that.", code = "FORBIDDEN") =>
  new AppError(code, 403, message);
