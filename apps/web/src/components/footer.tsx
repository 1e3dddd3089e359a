const COLUMNS = [
  { title: "Services", items: ["Branding", "Design", "Marketing", "Advertisement"] },
  { title: "Company", items: ["About us", "Contact", "Jobs", "Press kit"] },
  { title: "Legal", items: ["Terms of use", "Privacy policy", "Cookie policy"] },
] as const;

/**
 * The original's three columns (seed-origin §4). Their targets are not shown and no such pages exist yet,
 * so the items are plain text rather than dead links (FOOT-02, docs/decisions/0005).
 */
export function Footer() {
  return (
    <footer className="bg-accent text-accent-content">
      <div className="footer mx-auto max-w-7xl p-10 sm:footer-horizontal">
        {COLUMNS.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="footer-title opacity-90">
              {column.title}
            </h2>
            <ul className="space-y-2">
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="border-t border-white/15 py-4 text-center text-sm">
        © {new Date().getFullYear()} X-Part. All rights reserved.
      </p>
    </footer>
  );
}
