// The built-in provider page of emulator mode (what Razorpay's checkout shows over the shop's
// page): the amount and the method, then Pay, or the test bank's Success / Failure for net banking.
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatRupees } from "@/lib/money";
import { useEmulatorSession } from "../razorpay/emulator";
import styles from "./checkout.module.css";

function describe(d: NonNullable<ReturnType<typeof useEmulatorSession>>["options"]["method_details"]): string {
  if (!d) return "";
  if ("token" in d) return d.method === "card" ? "your saved card" : "your saved UPI ID";
  if (d.method === "card") return `card ending ${d.card.number.slice(-4)}`;
  if (d.method === "upi") return `UPI ${d.vpa}`;
  return `net banking (${d.bank})`;
}

export function EmulatorCheckoutDialog() {
  const session = useEmulatorSession();
  if (!session) return null;
  const o = session.options;
  const bank = o.method_details?.method === "netbanking";
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !session.busy && session.dismiss()}
      title="Razorpay Test Checkout"
      description="Test mode: this is Galli's built-in Razorpay emulator. No real money moves."
      size="sm"
      fullScreenOnPhone
      actions={
        bank ? (
          <>
            <Button variant="danger" loading={session.busy} onClick={() => session.pay("failure")}>
              Failure
            </Button>
            <Button loading={session.busy} onClick={() => session.pay("success")}>
              Success
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" disabled={session.busy} onClick={session.dismiss}>
              Cancel
            </Button>
            <Button loading={session.busy} onClick={() => session.pay()}>
              Pay {formatRupees(o.amount / 100)}
            </Button>
          </>
        )
      }
    >
      <div className={styles.section}>
        <p>
          {o.name}: {o.description}
        </p>
        <p className={styles.amount}>{formatRupees(o.amount / 100)}</p>
        <p className={styles.muted}>Paying with {describe(o.method_details)}</p>
        {bank && <p className={styles.muted}>Test bank page: choose how the bank answers.</p>}
      </div>
    </Dialog>
  );
}
