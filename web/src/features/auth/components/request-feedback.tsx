import { Alert } from "@/components/ui/alert";
import type { RequestState } from "@/lib/request-status";

/** The inline outcome of a modal's request: the server's error, or a success note. */
export function RequestFeedback({ request, notice }: { request: RequestState; notice: string | null }) {
  if (request.status === "error" && request.error) return <Alert tone="error">{request.error}</Alert>;
  if (notice) return <Alert tone="success">{notice}</Alert>;
  return null;
}
