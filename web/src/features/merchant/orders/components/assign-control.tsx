// "Assign" on a delivery order in Dispatched, for a Manager or Super Admin: the shop's delivery
// members with their open trips (GET delivery-members), then POST assign; the board shows the
// order as the answer gives it.
import { useState, type FormEvent } from "react";
import type { ConsoleOrder } from "@contract/console-orders";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantDeliveries";
import { ConsoleError } from "../../console-api";
import type { DeliveryMember } from "@contract/delivery";
import { useConsoleSession } from "../../session";
import { assignApi, canAssign, deliveryOfOrder } from "../delivery";
import { useOrdersDispatch } from "../hooks";
import { boardRequested, orderUpdated } from "../slice";
import styles from "./orders.module.css";

const messageOf = (err: unknown) => (err instanceof ConsoleError ? err.message : "Something went wrong. Please try again.");

export function AssignControl({ order }: { order: ConsoleOrder }) {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const dispatch = useOrdersDispatch();
  const [members, setMembers] = useState<DeliveryMember[] | null>(null);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (session.status !== "signedIn" || !canAssign(order, session.me.member.role)) return null;
  const current = deliveryOfOrder(order)?.member ?? null;
  const selectId = `assign-${order.order_id}`;

  const start = () => {
    setOpen(true);
    setError(null);
    assignApi.members().then(
      (answer) => {
        setMembers(answer.members);
        setChoice(answer.members.find((m) => m.id !== current?.id)?.id ?? "");
      },
      (err: unknown) => setError(messageOf(err)),
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!choice) return;
    setSending(true);
    setError(null);
    assignApi.assign(order.order_id, choice).then(
      (updated) => {
        setSending(false);
        setOpen(false);
        dispatch(orderUpdated(updated));
        dispatch(boardRequested({ quiet: true }));
      },
      (err: unknown) => {
        setSending(false);
        setError(messageOf(err));
      },
    );
  };

  const label = current ? t("merchantDeliveries.assign.reassign") : t("merchantDeliveries.assign.label");
  if (!open) {
    return (
      <Button variant="secondary" onClick={start} aria-label={`${label} ${order.order_number}`}>
        {label}
      </Button>
    );
  }
  return (
    <form className={styles.assign} onSubmit={submit}>
      {members === null && !error && <Loader label={t("merchantDeliveries.assign.loading")} />}
      {members?.length === 0 && <p>{t("merchantDeliveries.assign.none")}</p>}
      {members && members.length > 0 && (
        <>
          <label htmlFor={selectId}>{t("merchantDeliveries.assign.choose")}</label>
          <select id={selectId} value={choice} onChange={(e) => setChoice(e.target.value)}>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {t("merchantDeliveries.assign.member", { name: m.name, count: m.open_trips })}
              </option>
            ))}
          </select>
          <Button type="submit" loading={sending} disabled={!choice}>
            {t("merchantDeliveries.assign.submit")}
          </Button>
        </>
      )}
      <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={sending}>
        {t("merchantDeliveries.cancel")}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}
