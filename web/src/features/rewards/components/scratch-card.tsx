// The scratchable cover: a 200 x 200 canvas scratched away with a 60 px brush. The first touch
// reports itself (the card is activated then); once about half is scratched off, the card counts as
// revealed. A button does the same for keyboard and screen-reader users.
import { useEffect, useRef, type PointerEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/scratch";
import styles from "./scratch-card.module.css";

export const CARD_SIZE = 200;
export const BRUSH_WIDTH = 60;
/** Share of the cover scratched off before the rest is cleared for the customer. */
const REVEAL_AT = 0.5;

type ScratchCardProps = {
  onFirstTouch: () => void;
  onRevealed: () => void;
  /** What lies under the cover (the result, once the card is activated). */
  children?: ReactNode;
};

function paintCover(ctx: CanvasRenderingContext2D, label: string) {
  const gradient = ctx.createLinearGradient(0, 0, CARD_SIZE, CARD_SIZE);
  gradient.addColorStop(0, "#c9c6ba");
  gradient.addColorStop(0.5, "#efeee8");
  gradient.addColorStop(1, "#a8a59a");
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, CARD_SIZE, CARD_SIZE);
  ctx.fillStyle = "#3e3d37";
  ctx.font = "600 18px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.fillText(label, CARD_SIZE / 2, CARD_SIZE / 2 + 6);
  ctx.globalCompositeOperation = "destination-out";
  ctx.lineWidth = BRUSH_WIDTH;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
}

function scratchedShare(ctx: CanvasRenderingContext2D): number {
  const { data } = ctx.getImageData(0, 0, CARD_SIZE, CARD_SIZE);
  let clear = 0;
  let seen = 0;
  // Every fourth pixel is plenty to judge the share.
  for (let i = 3; i < data.length; i += 16) {
    seen++;
    if (data[i] === 0) clear++;
  }
  return seen ? clear / seen : 1;
}

export function ScratchCard({ onFirstTouch, onRevealed, children }: ScratchCardProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const ctxRef = useRef<CanvasRenderingContext2D | null>(null);
  const touched = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);

  // Painted once: the cover's words are those of the language shown when the card appeared.
  const coverLabel = useRef(t("scratch.cover"));
  useEffect(() => {
    const ctx = canvasRef.current?.getContext("2d") ?? null;
    ctxRef.current = ctx;
    if (ctx) paintCover(ctx, coverLabel.current);
  }, []);

  const firstTouch = () => {
    if (touched.current) return;
    touched.current = true;
    onFirstTouch();
  };

  const at = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const scale = rect.width ? CARD_SIZE / rect.width : 1;
    return { x: (e.clientX - rect.left) * scale, y: (e.clientY - rect.top) * scale };
  };

  const scratchTo = (point: { x: number; y: number }) => {
    const ctx = ctxRef.current;
    if (ctx) {
      const from = last.current ?? point;
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(point.x + 0.01, point.y);
      ctx.stroke();
    }
    last.current = point;
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    firstTouch();
    last.current = null;
    scratchTo(at(e));
  };

  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    if (last.current) scratchTo(at(e));
  };

  const onPointerUp = () => {
    if (!last.current) return;
    last.current = null;
    const ctx = ctxRef.current;
    // Without a 2D context there is nothing to scratch: one touch reveals the card.
    if (!ctx || scratchedShare(ctx) >= REVEAL_AT) onRevealed();
  };

  const revealNow = () => {
    firstTouch();
    onRevealed();
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.card} style={{ width: CARD_SIZE, height: CARD_SIZE }}>
        <div className={styles.under}>{children}</div>
        <canvas
          ref={canvasRef}
          className={styles.cover}
          width={CARD_SIZE}
          height={CARD_SIZE}
          role="img"
          aria-label={t("scratch.card")}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onPointerLeave={onPointerUp}
        />
      </div>
      <Button variant="link" size="sm" onClick={revealNow}>
        {t("scratch.reveal")}
      </Button>
    </div>
  );
}
