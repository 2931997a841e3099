// Store settings: delivery slots per store: how many orders a slot takes and its cut-off (saved
// with their own button), and each slot's orders today and tomorrow, with a button to close a slot
// by hand for that date (or reopen it). Hidden until the slots have loaded.
import { useEffect, useState, type FormEvent } from "react";
import type { ConsoleSlots, SlotItem } from "@contract/slots";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import { slotText } from "@/lib/slot-text";
import { failureOf, storeApi } from "./store-api";
import kit from "@/components/console/console-kit.module.css";
import styles from "./store.module.css";

type StoreSlots = ConsoleSlots["stores"][number];
type Day = StoreSlots["today"];

function DayTable({ day, caption, onClose }: { day: Day; caption: string; onClose: (item: SlotItem) => void }) {
  const { t } = useTranslation();
  const booked = (i: SlotItem) =>
    i.capacity === null
      ? t("merchantStore.slots.bookedNoLimit", { booked: i.booked })
      : t("merchantStore.slots.bookedOf", { booked: i.booked, capacity: i.capacity });
  return (
    <div className={kit.tableWrap}>
      <table className={kit.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("merchantStore.slots.slot")}</th>
            <th scope="col">{t("merchantStore.slots.booked")}</th>
            <th scope="col">{t("merchantStore.slots.state")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("merchantStore.slots.closedByHand")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {day.items.map((i) => (
            <tr key={i.slot}>
              <th scope="row">{slotText(i.slot)}</th>
              <td>{booked(i)}</td>
              <td>{i.closed ? t("merchantStore.slots.closedByHand") : t(`merchantStore.slots.states.${i.state}`)}</td>
              <td>
                {(i.closed || i.state === "open" || i.state === "full") && (
                  <Button size="sm" variant="secondary" onClick={() => onClose(i)}>
                    {i.closed
                      ? t("merchantStore.slots.reopen", { slot: slotText(i.slot) })
                      : t("merchantStore.slots.close", { slot: slotText(i.slot) })}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StorePanel({ shopId, store, reload }: { shopId: string; store: StoreSlots; reload: () => void }) {
  const { t } = useTranslation();
  const [capacity, setCapacity] = useState(store.rules.capacity === null ? "" : String(store.rules.capacity));
  const [cutoff, setCutoff] = useState(String(store.rules.cutoff_minutes));
  const [error, setError] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = `slots-${store.store_id}`;

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError("");
    setFields({});
    setSaved(false);
    try {
      await storeApi.saveSlots(shopId, store.store_id, {
        ...store.rules,
        capacity: capacity.trim() === "" ? null : Number(capacity),
        cutoff_minutes: Number(cutoff || 0),
      });
      setSaved(true);
      reload();
    } catch (err) {
      const f = failureOf(err);
      setError(f.message);
      setFields(f.fields);
    } finally {
      setBusy(false);
    }
  }

  async function close(date: string, item: SlotItem) {
    setError("");
    try {
      await storeApi.closeSlot(shopId, store.store_id, { date, slot: item.slot, closed: !item.closed });
      reload();
    } catch (err) {
      setError(failureOf(err).message);
    }
  }

  return (
    <div aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{store.store_name}</h3>
      <form onSubmit={(e) => void save(e)} className={styles.row}>
        <label>
          {t("merchantStore.slots.capacity")}
          <input
            type="number"
            min={0}
            inputMode="numeric"
            value={capacity}
            aria-invalid={Boolean(fields.capacity) || undefined}
            onChange={(e) => setCapacity(e.target.value)}
          />
        </label>
        <label>
          {t("merchantStore.slots.cutoff")}
          <input
            type="number"
            min={0}
            max={1440}
            inputMode="numeric"
            value={cutoff}
            onChange={(e) => setCutoff(e.target.value)}
          />
        </label>
        <Button type="submit" size="sm" disabled={busy}>
          {t("merchantStore.slots.save")}
        </Button>
      </form>
      {(store.rules.weekdays || store.rules.slots) && <p className={kit.hint}>{t("merchantStore.slots.overrides")}</p>}
      {saved && <p role="status">{t("merchantStore.slots.saved")}</p>}
      {error && (
        <p role="alert" className={kit.error}>
          {error}
        </p>
      )}
      <DayTable
        day={store.today}
        caption={t("merchantStore.slots.today", { date: store.today.date })}
        onClose={(i) => void close(store.today.date, i)}
      />
      <DayTable
        day={store.tomorrow}
        caption={t("merchantStore.slots.tomorrow", { date: store.tomorrow.date })}
        onClose={(i) => void close(store.tomorrow.date, i)}
      />
    </div>
  );
}

export function SlotsPanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const [data, setData] = useState<ConsoleSlots | null>(null);
  const [error, setError] = useState("");
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => storeApi.slots(shopId))
      .then(
        (d) => live && d && setData(d),
        (err: unknown) => live && setError(failureOf(err).message),
      );
    return () => {
      live = false;
    };
  }, [shopId, round]);

  if (!data) return error ? <p className={kit.error}>{error}</p> : null;
  return (
    <section className={kit.section} aria-labelledby="slots-title">
      <h2 id="slots-title">{t("merchantStore.slots.title")}</h2>
      <p className={kit.hint}>{t("merchantStore.slots.hint")}</p>
      {data.stores.map((s) => (
        <StorePanel key={`${s.store_id}-${round}`} shopId={shopId} store={s} reload={() => setRound((n) => n + 1)} />
      ))}
    </section>
  );
}
