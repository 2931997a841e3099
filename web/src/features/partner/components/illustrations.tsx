// The partner page's pictures, drawn here as SVG (no image files to fetch): the enrolment process
// and the three carousel slides.
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/partnerSlides";

const INK = "#1d1c19";
const GREEN = "#116932";
const LEAF = "#23a05a";
const SAFFRON = "#ffa933";
const CREAM = "#fff6e8";
const MINT = "#edf8f1";

function Frame({ label, children, viewBox = "0 0 480 270" }: { label: string; children: ReactNode; viewBox?: string }) {
  return (
    <svg viewBox={viewBox} role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg" width="100%">
      <title>{label}</title>
      {children}
    </svg>
  );
}

export const ENROLMENT_STEPS = ["enquiry", "call", "setUp", "live"] as const;

/** The sign over the drawn shop, part of the picture (its description is the picture's label). */
const SHOP_SIGN = "OPEN ONLINE";

export function EnrolmentProcess() {
  const { t } = useTranslation();
  const steps = ENROLMENT_STEPS.map((key) => t(`partnerSlides.steps.${key}`));
  const label = t("partnerSlides.enrolment", { steps: steps.map((s, i) => `${i + 1}. ${s}`).join(", ") });
  return (
    <Frame label={label} viewBox="0 0 800 220">
      <rect width="800" height="220" rx="16" fill={MINT} />
      <line x1="100" y1="90" x2="700" y2="90" stroke={LEAF} strokeWidth="6" strokeDasharray="14 10" />
      {steps.map((step, i) => {
        const x = 100 + i * 200;
        const words = step.split(" ");
        const half = Math.ceil(words.length / 2);
        return (
          <g key={step}>
            <circle cx={x} cy="90" r="42" fill={i === 3 ? SAFFRON : GREEN} />
            <text
              x={x}
              y="104"
              textAnchor="middle"
              fontSize="40"
              fontWeight="700"
              fill={i === 3 ? INK : "#fff"}
              fontFamily="system-ui, sans-serif"
            >
              {i + 1}
            </text>
            <text x={x} y="164" textAnchor="middle" fontSize="17" fill={INK} fontFamily="system-ui, sans-serif">
              {words.slice(0, half).join(" ")}
            </text>
            <text x={x} y="186" textAnchor="middle" fontSize="17" fill={INK} fontFamily="system-ui, sans-serif">
              {words.slice(half).join(" ")}
            </text>
          </g>
        );
      })}
    </Frame>
  );
}

function Storefront() {
  const { t } = useTranslation();
  return (
    <Frame label={t("partnerSlides.slides.online.picture")}>
      <rect width="480" height="270" fill={CREAM} />
      <rect x="110" y="90" width="260" height="150" fill="#fff" stroke={INK} strokeWidth="4" />
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          d={`M${110 + i * 52} 90 h52 v24 a26 26 0 0 1 -52 0 z`}
          fill={i % 2 ? "#fff" : GREEN}
          stroke={INK}
          strokeWidth="3"
        />
      ))}
      <rect x="140" y="150" width="80" height="90" fill={MINT} stroke={INK} strokeWidth="3" />
      <rect x="250" y="150" width="90" height="50" fill={MINT} stroke={INK} strokeWidth="3" />
      <rect x="150" y="40" width="180" height="40" rx="8" fill={SAFFRON} />
      <text
        x="240"
        y="68"
        textAnchor="middle"
        fontSize="22"
        fontWeight="700"
        fill={INK}
        fontFamily="system-ui, sans-serif"
      >
        {SHOP_SIGN}
      </text>
    </Frame>
  );
}

function Neighbourhood() {
  const pins: [number, number][] = [
    [120, 90],
    [340, 70],
    [380, 190],
    [150, 200],
  ];
  const { t } = useTranslation();
  return (
    <Frame label={t("partnerSlides.slides.neighbourhood.picture")}>
      <rect width="480" height="270" fill={MINT} />
      <path d="M0 140 H480 M240 0 V270 M0 60 L480 220" stroke="#fff" strokeWidth="14" />
      <rect x="200" y="70" width="80" height="140" rx="12" fill={INK} />
      <rect x="208" y="84" width="64" height="106" rx="4" fill="#fff" />
      <path d="M222 120 l12 12 l24 -26" stroke={LEAF} strokeWidth="8" fill="none" strokeLinecap="round" />
      {pins.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <path
            d={`M${x} ${y} c-16 -20 -16 -40 0 -40 c16 0 16 20 0 40 z`}
            fill={SAFFRON}
            stroke={INK}
            strokeWidth="3"
          />
          <circle cx={x} cy={y - 26} r="5" fill={INK} />
        </g>
      ))}
    </Frame>
  );
}

function Payouts() {
  const { t } = useTranslation();
  return (
    <Frame label={t("partnerSlides.slides.paid.picture")}>
      <rect width="480" height="270" fill={CREAM} />
      <rect x="250" y="90" width="160" height="110" rx="10" fill={GREEN} />
      <path d="M250 120 h160" stroke={INK} strokeWidth="14" />
      <rect x="270" y="160" width="60" height="14" rx="4" fill={MINT} />
      <circle cx="170" cy="140" r="70" fill={SAFFRON} stroke={INK} strokeWidth="5" />
      <text
        x="170"
        y="168"
        textAnchor="middle"
        fontSize="84"
        fontWeight="700"
        fill={INK}
        fontFamily="system-ui, sans-serif"
      >
        ₹
      </text>
      <path d="M236 60 q30 -30 60 0" stroke={INK} strokeWidth="5" fill="none" />
      <path d="M290 50 l8 12 l-14 2 z" fill={INK} />
    </Frame>
  );
}

/** The carousel's slides: their texts are partnerSlides.slides.<id>. */
export const PARTNER_SLIDES = [
  { id: "online", Picture: Storefront },
  { id: "neighbourhood", Picture: Neighbourhood },
  { id: "paid", Picture: Payouts },
] as const;
