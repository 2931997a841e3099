// Store settings: each store's delivery area. A drawing without map tiles (none can be fetched):
// the store, its delivery radius and where its last delivered orders went, on a plain grid. A click
// adds a point to the outline, a point is dragged to move it; the list of points below does the same
// from the keyboard (latitude and longitude inputs, remove, add). Pincodes always in or always out,
// GeoJSON import (paste or upload) and export (download). Saved with its own button; a refused
// outline shows the server's message at the list.
import { useEffect, useRef, useState, type ChangeEvent, type PointerEvent as ReactPointerEvent } from "react";
import type { ConsoleAreaAnswer, DeliveryAreaBody } from "@contract/delivery-area";
import type { ConsoleStore } from "@contract/console-stock";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import { failureOf, storeApi } from "./store-api";
import { fromView, openRing, pincodeList, readGeoJson, round6, toView, viewHalf, type Position } from "./area-geo";
import kit from "@/components/console/console-kit.module.css";
import styles from "./store.module.css";

type Loaded = ConsoleAreaAnswer;

function featureOf(ring: Position[], pinsIn: string, pinsOut: string): DeliveryAreaBody {
  return {
    type: "Feature",
    geometry: ring.length > 0 ? { type: "Polygon", coordinates: [[...ring, ring[0]]] } : null,
    properties: { pincodes_in: pincodeList(pinsIn), pincodes_out: pincodeList(pinsOut) },
  };
}

function Drawing({
  data,
  ring,
  onChange,
}: {
  data: Loaded;
  ring: Position[];
  onChange: (ring: Position[]) => void;
}) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const store = data.area.properties.store;
  const radiusM = data.area.properties.radius_km * 1000;
  const half = viewHalf(store, data.area.properties.radius_km, [...data.recent_points, ...ring]);
  const dot = half / 120;

  /** The drawing's point under the pointer, in metres from the store. */
  function at(e: { clientX: number; clientY: number }): Position | null {
    const el = svg.current;
    const ctm = el?.getScreenCTM?.();
    if (!el || !ctm) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return fromView(store, p.x, p.y);
  }

  function add(e: React.MouseEvent<SVGSVGElement>) {
    if (dragging !== null || (e.target as Element).getAttribute("data-vertex")) return;
    const p = at(e);
    if (p) onChange([...ring, p]);
  }
  function move(e: ReactPointerEvent<SVGSVGElement>) {
    if (dragging === null) return;
    const p = at(e);
    if (p) onChange(ring.map((q, i) => (i === dragging ? p : q)));
  }

  const pts = ring.map((p) => toView(store, p));
  return (
    <svg
      ref={svg}
      className={styles.areaDrawing}
      viewBox={`${-half} ${-half} ${2 * half} ${2 * half}`}
      role="img"
      aria-label={t("merchantStore.area.drawingLabel", {
        count: ring.length,
        points: data.recent_points.length,
        radius: data.area.properties.radius_km,
      })}
      onClick={add}
      onPointerMove={move}
      onPointerUp={() => setTimeout(() => setDragging(null), 0)}
      onPointerLeave={() => setDragging(null)}
    >
      <rect x={-half} y={-half} width={2 * half} height={2 * half} className={styles.areaGround} />
      <circle cx={0} cy={0} r={radiusM} className={styles.areaRadius} />
      {data.recent_points.map((p, i) => {
        const v = toView(store, p);
        return <circle key={`r${i}`} cx={v.x} cy={v.y} r={dot} className={styles.areaRecent} />;
      })}
      {pts.length >= 2 && (
        <polygon points={pts.map((v) => `${v.x},${v.y}`).join(" ")} className={styles.areaPolygon} />
      )}
      <rect x={-dot * 2} y={-dot * 2} width={dot * 4} height={dot * 4} className={styles.areaStore} />
      {pts.map((v, i) => (
        <circle
          key={`v${i}`}
          data-vertex={i + 1}
          cx={v.x}
          cy={v.y}
          r={dot * 2.5}
          className={styles.areaVertex}
          onPointerDown={(e) => {
            e.stopPropagation();
            (e.target as Element).setPointerCapture?.(e.pointerId);
            setDragging(i);
          }}
        />
      ))}
    </svg>
  );
}

function StoreArea({ shopId, store }: { shopId: string; store: ConsoleStore }) {
  const { t } = useTranslation();
  const [data, setData] = useState<Loaded | null>(null);
  const [ring, setRing] = useState<Position[]>([]);
  const [pinsIn, setPinsIn] = useState("");
  const [pinsOut, setPinsOut] = useState("");
  const [paste, setPaste] = useState("");
  const [error, setError] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const id = `area-${store.store_id}`;

  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => storeApi.area(shopId, store.store_id))
      .then(
        (d) => {
          if (!live || !d) return;
          setData(d);
          setRing(openRing((d.area.geometry?.coordinates[0] ?? []) as Position[]));
          setPinsIn(d.area.properties.pincodes_in.join(", "));
          setPinsOut(d.area.properties.pincodes_out.join(", "));
        },
        (err: unknown) => live && setError(failureOf(err).message),
      );
    return () => {
      live = false;
    };
  }, [shopId, store.store_id]);

  if (!data) return error ? <p className={kit.error}>{error}</p> : null;

  const change = (next: Position[]) => {
    setRing(next);
    setStatus("");
  };
  const setCoord = (i: number, axis: 0 | 1, value: string) => {
    const n = Number(value);
    if (value.trim() === "" || !Number.isFinite(n)) return;
    change(ring.map((p, j) => (j === i ? ((axis === 0 ? [round6(n), p[1]] : [p[0], round6(n)]) as Position) : p)));
  };
  const addPoint = () => {
    // A new point half a kilometre from the store, turning a little for each one.
    const angle = (ring.length * 2 * Math.PI) / 7;
    change([...ring, fromView(data.area.properties.store, 500 * Math.sin(angle), -500 * Math.cos(angle))]);
  };

  function importText(text: string) {
    const found = readGeoJson(text);
    if (!found) {
      setError(t("merchantStore.area.importFailed"));
      return;
    }
    setError("");
    setFields({});
    change(found.ring);
    if (found.pincodesIn) setPinsIn(found.pincodesIn.join(", "));
    if (found.pincodesOut) setPinsOut(found.pincodesOut.join(", "));
    setStatus(t("merchantStore.area.imported", { count: found.ring.length }));
  }
  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (file) importText(await file.text());
    e.target.value = "";
  }
  function download() {
    const text = JSON.stringify(featureOf(ring, pinsIn, pinsOut), null, 2);
    const url = URL.createObjectURL(new Blob([text], { type: "application/geo+json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `delivery-area-${store.store_key}.geojson`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  async function save() {
    setBusy(true);
    setError("");
    setFields({});
    setStatus("");
    try {
      const saved = await storeApi.saveArea(shopId, store.store_id, featureOf(ring, pinsIn, pinsOut));
      setData({ ...data!, area: saved });
      setRing(openRing((saved.geometry?.coordinates[0] ?? []) as Position[]));
      setStatus(t("merchantStore.area.saved"));
    } catch (err) {
      const f = failureOf(err);
      setError(f.message);
      setFields(f.fields);
    } finally {
      setBusy(false);
    }
  }

  const ringError = Object.entries(fields).find(([k]) => k.startsWith("geometry"))?.[1];
  const pinError = (list: string) => Object.entries(fields).find(([k]) => k.startsWith(`properties.${list}`))?.[1];
  return (
    <div aria-labelledby={`${id}-name`} className={styles.areaStoreBlock}>
      <h3 id={`${id}-name`}>{store.name}</h3>
      <p className={kit.hint}>
        {ring.length === 0
          ? t("merchantStore.area.usingRadius", { radius: data.area.properties.radius_km })
          : t("merchantStore.area.usingPolygon", { count: ring.length })}
      </p>
      <Drawing data={data} ring={ring} onChange={change} />
      <p className={kit.hint}>{t("merchantStore.area.legend")}</p>

      <fieldset className={styles.areaPoints} aria-invalid={Boolean(ringError) || undefined}>
        <legend>{t("merchantStore.area.points")}</legend>
        {ring.length === 0 && <p className={kit.hint}>{t("merchantStore.area.noPoints")}</p>}
        <ol>
          {ring.map((p, i) => (
            <li key={i}>
              <label>
                {t("merchantStore.area.lat", { n: i + 1 })}
                <input
                  className={styles.input}
                  type="number"
                  step="any"
                  inputMode="decimal"
                  defaultValue={p[1]}
                  key={`lat-${p[1]}`}
                  onBlur={(e) => setCoord(i, 1, e.target.value)}
                />
              </label>
              <label>
                {t("merchantStore.area.lng", { n: i + 1 })}
                <input
                  className={styles.input}
                  type="number"
                  step="any"
                  inputMode="decimal"
                  defaultValue={p[0]}
                  key={`lng-${p[0]}`}
                  onBlur={(e) => setCoord(i, 0, e.target.value)}
                />
              </label>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => change(ring.filter((_, j) => j !== i))}
              >
                {t("merchantStore.area.remove", { n: i + 1 })}
              </Button>
            </li>
          ))}
        </ol>
        <div className={styles.areaActions}>
          <Button size="sm" variant="secondary" onClick={addPoint}>
            {t("merchantStore.area.add")}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => change([])} disabled={ring.length === 0}>
            {t("merchantStore.area.clear")}
          </Button>
        </div>
        {ringError && (
          <p role="alert" className={kit.error}>
            {ringError}
          </p>
        )}
      </fieldset>

      <label className={styles.select}>
        {t("merchantStore.area.pincodesIn")}
        <input
          className={styles.input}
          inputMode="numeric"
          value={pinsIn}
          aria-invalid={Boolean(pinError("pincodes_in")) || undefined}
          onChange={(e) => setPinsIn(e.target.value)}
        />
      </label>
      <label className={styles.select}>
        {t("merchantStore.area.pincodesOut")}
        <input
          className={styles.input}
          inputMode="numeric"
          value={pinsOut}
          aria-invalid={Boolean(pinError("pincodes_out")) || undefined}
          onChange={(e) => setPinsOut(e.target.value)}
        />
      </label>

      <details className={styles.areaImport}>
        <summary>{t("merchantStore.area.importTitle")}</summary>
        <label className={styles.select}>
          {t("merchantStore.area.paste")}
          <textarea className={styles.input} rows={4} value={paste} onChange={(e) => setPaste(e.target.value)} />
        </label>
        <div className={styles.areaActions}>
          <Button size="sm" variant="secondary" onClick={() => importText(paste)} disabled={!paste.trim()}>
            {t("merchantStore.area.importPasted")}
          </Button>
          <label className={styles.areaUpload}>
            {t("merchantStore.area.upload")}
            <input type="file" accept=".geojson,.json,application/geo+json,application/json" onChange={(e) => void upload(e)} />
          </label>
        </div>
      </details>

      <div className={styles.areaActions}>
        <Button size="sm" onClick={() => void save()} disabled={busy}>
          {t("merchantStore.area.save")}
        </Button>
        <Button size="sm" variant="secondary" onClick={download}>
          {t("merchantStore.area.export")}
        </Button>
      </div>
      {status && <p role="status">{status}</p>}
      {error && !ringError && (
        <p role="alert" className={kit.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function AreaPanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const [stores, setStores] = useState<ConsoleStore[] | null>(null);
  const [storeId, setStoreId] = useState("");

  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => storeApi.stores())
      .then(
        (list) => {
          if (!live || !Array.isArray(list)) return;
          const own = list.filter((s) => s.shop_id === shopId);
          setStores(own);
          setStoreId(own[0]?.store_id ?? "");
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [shopId]);

  const store = stores?.find((s) => s.store_id === storeId);
  if (!stores || !store) return null;
  return (
    <section className={kit.section} aria-labelledby="area-title">
      <h2 id="area-title">{t("merchantStore.area.title")}</h2>
      <p className={kit.hint}>{t("merchantStore.area.hint")}</p>
      {stores.length > 1 && (
        <label className={styles.select}>
          {t("merchantStore.area.store")}
          <select value={storeId} onChange={(e) => setStoreId(e.target.value)}>
            {stores.map((s) => (
              <option key={s.store_id} value={s.store_id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <StoreArea key={store.store_id} shopId={shopId} store={store} />
    </section>
  );
}
