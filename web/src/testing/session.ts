// Test helper: put a session in local storage before rendering, as a returning visitor has it.
// Feature tests use this instead of importing features/session (features never import each other).
import type { SessionData } from "@contract/session";
import { writeSession } from "@/features/session/storage";

export function storeSession(session: SessionData) {
  writeSession(session);
}
