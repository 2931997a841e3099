import { Link } from "react-router-dom";
import { staticPaths } from "@/app/paths";
import { AppStoreLinks } from "@/components/app-store-links";
import { Logo } from "@/components/logo";
import { APP_LINKS, BRAND, COPYRIGHT_YEAR, SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE } from "@/lib/contact";
import { useTranslation, type TranslationKey } from "@/lib/i18n";
import styles from "./footer.module.css";

type FooterLink = { label: TranslationKey; to?: string; href?: string };

// Internal static pages open in a new tab (spec); outside links too, without an opener.
function FooterItem({ link }: { link: FooterLink }) {
  const { t } = useTranslation();
  if (link.to) {
    return (
      <Link to={link.to} target="_blank" rel="noopener">
        {t(link.label)}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {t(link.label)}
    </a>
  );
}

const COLUMNS: { title: TranslationKey; links: FooterLink[] }[] = [
  {
    title: "footer.company",
    links: [
      { label: "footer.aboutUs", to: staticPaths.aboutUs },
      { label: "footer.partner", to: staticPaths.partner },
      { label: "footer.help", to: staticPaths.help },
      { label: "footer.faq", to: staticPaths.faq },
    ],
  },
  {
    title: "footer.softwares",
    links: [
      { label: "footer.merchantApp", href: APP_LINKS.merchantAndroid },
      { label: "footer.deliveryApp", href: APP_LINKS.deliveryAndroid },
      { label: "footer.api", to: staticPaths.api },
      { label: "footer.merchantHelp", to: staticPaths.merchantHelp },
    ],
  },
  {
    title: "footer.terms",
    links: [
      { label: "footer.termsLink", to: staticPaths.terms },
      { label: "footer.privacy", to: staticPaths.privacy },
      { label: "footer.cancellation", to: staticPaths.cancellation },
      { label: "footer.merchantPolicy", to: staticPaths.merchantPolicy },
      { label: "footer.merchantPrivacyPolicy", to: staticPaths.merchantPrivacyPolicy },
    ],
  },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo inverse />
          <p>{t("footer.tagline")}</p>
          <AppStoreLinks inverse />
        </div>
        <nav className={styles.columns} aria-label={t("footer.nav")}>
          <section>
            <h2 className={styles.heading}>{t("footer.contact")}</h2>
            <ul className={styles.list}>
              <li>
                <a href={`tel:${SUPPORT_PHONE.tel}`}>{SUPPORT_PHONE.display}</a>
              </li>
              <li className={styles.note}>{t("header.voiceSupport", { hours: t("header.voiceHours") })}</li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
            </ul>
          </section>
          {COLUMNS.map((column) => (
            <section key={column.title}>
              <h2 className={styles.heading}>{t(column.title)}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterItem link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>{t("footer.rights", { year: COPYRIGHT_YEAR, brand: BRAND })}</p>
        <ul className={styles.social} aria-label={t("footer.social")}>
          {SOCIAL_LINKS.map((social) => (
            <li key={social.label}>
              <a href={social.href} target="_blank" rel="noopener noreferrer">
                {social.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
