// The outside services, one interface each, with local stand-ins as the defaults.
import type { Config } from "../config";
import type { Db } from "../lib/db";
import { outboxSender, type MessageSender } from "./outbox";
import { localStorage, type Storage } from "./storage";
import { createPlaces, type PlacesProvider } from "./places";
import { createPayments, type PaymentGateway } from "./payments";

export type Adapters = {
  messages: MessageSender;
  storage: Storage;
  places: PlacesProvider;
  payments: PaymentGateway;
};

export function createAdapters(config: Config, db: Db, log: (msg: string) => void = () => {}): Adapters {
  return {
    messages: outboxSender(db, log),
    storage: localStorage(config.uploadsDir),
    places: createPlaces(),
    payments: createPayments(config),
  };
}
