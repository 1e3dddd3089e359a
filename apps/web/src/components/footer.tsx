import { Link } from "react-router";

import { paths } from "#src/lib/paths";

/**
 * The spec's three columns, Services, Company and Legal (FOOT-01), each link going to a real page or a section
 * of one (FOOT-02). The Shop and Help links live under Services, whose title the checklist pins
 * (docs/decisions/0016).
 */
const COLUMNS = [
  {
    title: "Services",
    links: [
      { label: "Shop all products", to: paths.shop },
      { label: "Shipping & Returns", to: paths.shippingReturns },
      { label: "Bulk & fleet quotes", to: `${paths.contact}#bulk` },
      { label: "Help with an order", to: `${paths.contact}#support` },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About us", to: `${paths.contact}#about` },
      { label: "Contact", to: paths.contact },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of use", to: paths.terms },
      { label: "Privacy policy", to: paths.privacy },
      { label: "Cookie policy", to: `${paths.privacy}#cookies` },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="bg-accent text-accent-content">
      <div className="footer mx-auto max-w-7xl p-10 sm:footer-horizontal">
        <div className="max-w-xs space-y-2">
          <p className="text-2xl tracking-tight">
            X-<b className="text-primary">Part</b>
          </p>
          <p className="text-accent-content/85">
            Auto parts and workshop tools from the maker, in bulk for workshops and fleets.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="footer-title opacity-90">
              {column.title}
            </h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="link link-hover">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-white/15 py-4 text-center text-sm">
        © {new Date().getFullYear()} X-Part. All rights reserved.
      </p>
    </footer>
  );
}
