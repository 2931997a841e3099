// Support requests from logged-in customers: each becomes a grievance ticket (tickets.ts); the
// answer names its number for the success dialog.
import type { AppContext } from "../../plugins/db";
import type { SupportAskBody } from "../../contract/support";
import type { Language } from "../../lib/language";
import { grievanceTexts, raiseTicket } from "./tickets";

export async function askSupport(ctx: AppContext, userId: string, body: SupportAskBody, language: Language) {
  const ticket = await raiseTicket(ctx, userId, body);
  return {
    message: grievanceTexts(language).raised(ticket.number),
    data: { number: ticket.number, status: ticket.status as "acknowledged", due_at: ticket.dueAt.toISOString() },
  };
}
