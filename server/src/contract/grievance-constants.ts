// Grievances (Consumer Protection (E-Commerce) Rules 2020, rule 4(4) and 4(5)): the grievance
// officer shown on the Help and Terms pages, the ticket statuses and the ticket texts. No zod here:
// the web reads it without loading zod.

/** Galli's grievance officer (name, designation and contact, as the rules ask them to be shown). */
export const GRIEVANCE_OFFICER = {
  name: "Meera Krishnan",
  designation: { en: "Grievance Officer", hi: "शिकायत अधिकारी" },
  email: "grievance@galli.in",
  phone: "+91 80 4718 2200",
  address: {
    en: "Galli Marketplace Private Limited, 3rd Floor, 42 Residency Road, Bengaluru, Karnataka 560025",
    hi: "गली मार्केटप्लेस प्राइवेट लिमिटेड, तीसरी मंज़िल, 42 रेज़िडेंसी रोड, बेंगलुरु, कर्नाटक 560025",
  },
  /** Office hours, India time. */
  hours: { en: "Monday to Saturday, 10:00 to 18:00", hi: "सोमवार से शनिवार, 10:00 से 18:00" },
} as const;

export const TICKET_STATUSES = ["open", "acknowledged", "in_progress", "resolved"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The statuses' English names (the web has their Hindi). */
export const TICKET_STATUS_NAMES: Record<TicketStatus, string> = {
  open: "Open",
  acknowledged: "Acknowledged",
  in_progress: "In progress",
  resolved: "Resolved",
};

/** Who wrote a message of a ticket's thread. */
export const TICKET_AUTHORS = ["customer", "ops", "system"] as const;
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

/** The rules: acknowledged within 48 hours, resolved within one month of the complaint. */
export const TICKET_ACK_HOURS = 48;
export const TICKET_DUE_MONTHS = 1;
/** How often the acknowledgement job looks for tickets not yet acknowledged. */
export const TICKET_ACK_EVERY_MS = 60_000;
/** Ticket numbers: "GT-" + India year and month (YYMM) + "-" + a 6-digit running number. */
export const TICKET_NUMBER_RE = /^GT-\d{4}-\d{6}$/;
export const TICKET_PAGE_SIZE = 20;
export const TICKET_MESSAGE_MAX = 2000;

export const GRIEVANCE_MESSAGES = {
  /** The support form's success dialog (the spec shows the server's message): the same promise as
   * the support pages (acknowledged within TICKET_ACK_HOURS). */
  raised: (number: string) =>
    `Thanks! Your ticket number is ${number}. Our support team will get back to you within ${TICKET_ACK_HOURS} hours.`,
  acknowledgement: (number: string, due: string) =>
    `We have received your request ${number}. We will resolve it by ${due}.`,
  replyRequired: "Please write a message.",
  replyTooLong: `Message is too long (${TICKET_MESSAGE_MAX} characters at most).`,
  replySent: "Your message has been sent.",
  assigned: "Ticket assigned.",
  resolved: "Ticket resolved.",
  statusInvalid: "Unknown ticket status.",
  pageInvalid: "Page must be a whole number from 1.",
} as const;

export const GRIEVANCE_MESSAGES_HI = {
  raised: (number: string) =>
    `धन्यवाद! आपका टिकट नंबर ${number} है। हमारी सपोर्ट टीम ${TICKET_ACK_HOURS} घंटे के भीतर आपसे संपर्क करेगी।`,
  acknowledgement: (number: string, due: string) =>
    `हमें आपका अनुरोध ${number} मिल गया है। हम इसे ${due} तक हल करेंगे।`,
  replyRequired: "कृपया एक संदेश लिखें।",
  replyTooLong: `संदेश बहुत लंबा है (अधिकतम ${TICKET_MESSAGE_MAX} अक्षर)।`,
  replySent: "आपका संदेश भेज दिया गया है।",
  assigned: "टिकट सौंप दिया गया।",
  resolved: "टिकट हल हो गया।",
  statusInvalid: "अज्ञात टिकट स्थिति।",
  pageInvalid: "पेज 1 या उससे बड़ी पूरी संख्या होना चाहिए।",
} as const;
