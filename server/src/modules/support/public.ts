// The support module's interface for other modules: the operations console's Support queue.
export { answerTicket, assignTicket, listTickets, ticketForOps, type TicketActor } from "./ops-tickets";
export { acknowledgeTickets } from "./tickets";
