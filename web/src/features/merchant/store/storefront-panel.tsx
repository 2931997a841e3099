// The shop's store-front image in store settings (shown on its customer tile and page): the current
// picture and an upload that replaces it. For a shop still being onboarded it lists what is still
// missing before the operations team can approve it (the image, a verified primary mobile).
import { useRef, useState } from "react";
import type { Storefront } from "@contract/console-settings";
import { Alert } from "@/components/ui/alert";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import { failureOf, storeApi } from "./store-api";
import kit from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";
import styles from "./store.module.css";

function GoLive({ state }: { state: Storefront }) {
  const { t } = useTranslation();
  const g = state.go_live;
  const k = "merchantStore.settings.storefront";
  return (
    <Alert tone={g.ready ? "success" : "warning"} title={t(`${k}.goLiveTitle`)}>
      <p className={kit.hint}>{t(`${k}.goLiveHint`)}</p>
      <ul aria-label={t(`${k}.goLiveTitle`)}>
        <li data-done={g.storefront_image}>{t(g.storefront_image ? `${k}.doneImage` : `${k}.needImage`)}</li>
        <li data-done={g.primary_mobile_verified}>
          {t(g.primary_mobile_verified ? `${k}.doneMobile` : `${k}.needMobile`)}
        </li>
      </ul>
      {g.ready && <p>{t(`${k}.ready`)}</p>}
    </Alert>
  );
}

export function StorefrontPanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<Storefront | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [saved, setSaved] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useConsoleLoad((live) => {
    Promise.resolve(storeApi.storefront(shopId)).then(
      (s) => live() && setState(s ?? null),
      (err: unknown) => live() && setError(failureOf(err).message),
    );
  }, [shopId]);

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError("");
    setSaved(false);
    try {
      setState(await storeApi.uploadStorefront(shopId, file));
      setSaved(true);
    } catch (err) {
      setError(failureOf(err).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  const k = "merchantStore.settings.storefront";
  return (
    <section className={kit.section} aria-labelledby="storefront-title">
      <h2 id="storefront-title">{t(`${k}.title`)}</h2>
      {state?.status === "onboarding" && <GoLive state={state} />}
      <p className={kit.hint}>{t(`${k}.hint`)}</p>
      {state?.image_url ? (
        <img src={state.image_url} alt={t(`${k}.current`)} width={160} height={160} style={{ objectFit: "cover", borderRadius: 8 }} />
      ) : (
        state && <p className={kit.hint}>{t(`${k}.none`)}</p>
      )}
      <label className={styles.select}>
        {state?.image ? t(`${k}.replace`) : t(`${k}.choose`)}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </label>
      {busy && <p className={kit.hint}>{t(`${k}.uploading`)}</p>}
      {saved && !busy && <p role="status" className={styles.status}>{t(`${k}.saved`)}</p>}
      {error && <p role="alert" className={kit.error}>{error}</p>}
    </section>
  );
}
