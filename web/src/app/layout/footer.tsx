import { Link } from "react-router-dom";
import { staticPaths } from "@/app/paths";
import { AppStoreLinks } from "@/components/app-store-links";
import { Logo } from "@/components/logo";
import {
  APP_LINKS,
  BRAND,
  COPYRIGHT_YEAR,
  SOCIAL_LINKS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_VOICE_HOURS,
} from "@/lib/contact";
import styles from "./footer.module.css";

type FooterLink = { label: string; to?: string; href?: string };

// Internal static pages open in a new tab (spec); outside links too, without an opener.
function FooterItem({ link }: { link: FooterLink }) {
  if (link.to) {
    return (
      <Link to={link.to} target="_blank" rel="noopener">
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Company",
    links: [
      { label: "About Us", to: staticPaths.aboutUs },
      { label: "Partner with us", to: staticPaths.partner },
      { label: "Help", to: staticPaths.help },
      { label: "FAQ", to: staticPaths.faq },
    ],
  },
  {
    title: "Softwares",
    links: [
      { label: "Merchant App", href: APP_LINKS.merchantAndroid },
      { label: "Delivery App", href: APP_LINKS.deliveryAndroid },
      { label: "ERP / POS API", to: staticPaths.api },
      { label: "Merchant Help", to: staticPaths.merchantHelp },
    ],
  },
  {
    title: "Terms",
    links: [
      { label: "Terms", to: staticPaths.terms },
      { label: "Privacy", to: staticPaths.privacy },
      { label: "Cancellation", to: staticPaths.cancellation },
      { label: "Merchant Policy", to: staticPaths.merchantPolicy },
      { label: "Merchant Privacy Policy", to: staticPaths.merchantPrivacyPolicy },
    ],
  },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo inverse />
          <p>Groceries and everyday goods from the shops in your neighbourhood.</p>
          <AppStoreLinks inverse />
        </div>
        <nav className={styles.columns} aria-label="Footer">
          <section>
            <h2 className={styles.heading}>Contact</h2>
            <ul className={styles.list}>
              <li>
                <a href={`tel:${SUPPORT_PHONE.tel}`}>{SUPPORT_PHONE.display}</a>
              </li>
              <li className={styles.note}>Voice support {SUPPORT_VOICE_HOURS}</li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
            </ul>
          </section>
          {COLUMNS.map((column) => (
            <section key={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
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
        <p>
          © {COPYRIGHT_YEAR} {BRAND}. All rights reserved.
        </p>
        <ul className={styles.social} aria-label="Social media">
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
