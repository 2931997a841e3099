// Sponsored banner and text ads of shops near the search location. A click is counted, the modal
// closes and the shop opens: a private shop's own page, or the public products page.
import { Link } from "react-router-dom";
import type { AdInfo } from "@contract/ads";
import { AD_BANNER } from "@contract/ads-constants";
import { useAppDispatch } from "@/app/hooks";
import { paths } from "@/app/paths";
import { modalClosed } from "@/app/ui-slice";
import { useTranslation } from "@/lib/i18n";
import { adClicked } from "../slice";
import styles from "./ad-list.module.css";

/** The widest a banner is shown; its height keeps the ad's own proportions. */
const BANNER_WIDTH = 440;

export function adImageUrl(image: string, width: number, height: number): string {
  const q = new URLSearchParams({ img: image, format: "jpeg", width: String(width), height: String(height) });
  return `/user/ads/view/img?${q}`;
}

export function shopIconUrl(image: string): string {
  const q = new URLSearchParams({ img: image, format: "jpeg", width: "300", height: "300", is_web: "1" });
  return `/user/category/view/img?${q}`;
}

function bannerSize(ad: AdInfo) {
  const { width, height } = ad.banner_ad_info;
  if (!width || !height) return { width: BANNER_WIDTH, height: Math.round(BANNER_WIDTH / 3) };
  const shown = Math.min(width, BANNER_WIDTH);
  return { width: shown, height: Math.round((height * shown) / width) };
}

function AdLink({
  ad,
  className,
  children,
  label,
}: {
  ad: AdInfo;
  className: string;
  children: React.ReactNode;
  /** For ads with no text of their own (a banner). */
  label?: string;
}) {
  const dispatch = useAppDispatch();
  const onClick = () => {
    dispatch(adClicked(ad.ad_id));
    dispatch(modalClosed());
  };
  if (ad.unique_id) {
    return (
      <Link to={paths.shop(ad.unique_id)} className={className} onClick={onClick} aria-label={label}>
        {children}
      </Link>
    );
  }
  const state = { categoryId: ad.category_id, shopsIds: ad.stores, isPrivate: false, isRecentShop: false };
  return (
    <Link to={paths.publicShop(ad.category_id)} state={state} className={className} onClick={onClick} aria-label={label}>
      {children}
    </Link>
  );
}

export function AdList({ ads }: { ads: AdInfo[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("rewards.sponsored")} className={styles.section}>
      <h3 className={styles.heading}>{t("rewards.sponsored")}</h3>
      <ul className={styles.list}>
        {ads.map((ad) => (
          <li key={ad.ad_id}>
            {ad.ad_type === AD_BANNER && ad.banner_ad_info.image ? (
              <AdLink ad={ad} className={styles.banner} label={t("rewards.banner", { shop: ad.shop_name })}>
                <img
                  src={adImageUrl(ad.banner_ad_info.image, bannerSize(ad).width, bannerSize(ad).height)}
                  alt={t("rewards.bannerAlt", { shop: ad.shop_name })}
                  width={bannerSize(ad).width}
                  height={bannerSize(ad).height}
                  loading="lazy"
                />
              </AdLink>
            ) : (
              // Named by its own text (shop, then the ad), so the name starts with what is seen.
              <AdLink ad={ad} className={styles.text}>
                {ad.private_icon && (
                  <img
                    src={shopIconUrl(ad.private_icon)}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    // A missing icon leaves the text ad as it is rather than a broken picture.
                    onError={(e) => (e.currentTarget.style.display = "none")}
                  />
                )}
                <span>
                  <strong className={styles.shop}>{ad.shop_name}</strong>{" "}
                  <span className={styles.content}>{ad.text_ad_info.ad_content}</span>
                </span>
              </AdLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
