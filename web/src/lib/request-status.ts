// The request state every call tracks (DESIGN 7): a status plus the message of the last failure.
// The helpers are reducer steps for createSlice, meant to be called on a draft:
//   profileRequested: (state) => markSending(state.profileRequest),
export type RequestStatus = "idle" | "sending" | "done" | "error";

export type RequestState = { status: RequestStatus; error: string | null };

export const idleRequest = (): RequestState => ({ status: "idle", error: null });

export function markSending(request: RequestState) {
  request.status = "sending";
  request.error = null;
}

export function markDone(request: RequestState) {
  request.status = "done";
  request.error = null;
}

export function markFailed(request: RequestState, message: string | null = null) {
  request.status = "error";
  request.error = message;
}

export const isSending = (request: RequestState) => request.status === "sending";
