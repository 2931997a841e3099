// The door code every order gets when it is placed: 4 digits from a cryptographic source, which the
// customer gives the delivery member (or the counter, for a self pickup) to prove the hand-over.
import crypto from "node:crypto";
import { DELIVERY_CODE_LENGTH } from "../contract/delivery-constants";

export function newDeliveryCode(): string {
  return String(crypto.randomInt(0, 10 ** DELIVERY_CODE_LENGTH)).padStart(DELIVERY_CODE_LENGTH, "0");
}
