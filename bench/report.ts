/** One budget of the report: the measured value and whether it meets the budget. */
export interface Budget {
  value: number | string | null;
  ok: boolean;
}

interface ShapeFigures {
  plain: { bestMs: number; medianMs: number; bytes: number };
  compressed: { bestMs: number; medianMs: number; bytes: number };
}

interface ReportShape {
  at: string;
  commit: string;
  machine: Record<string, unknown>;
  settings: Record<string, unknown>;
  results: {
    postgres: {
      small: { products: number; shapes: Record<string, ShapeFigures> };
      big: { products: number; shapes: Record<string, ShapeFigures> };
      orders: Record<string, unknown>;
    } | null;
  } & Record<string, unknown>;
  budgets: Record<string, Budget>;
}

const row = (cells: unknown[]) => `| ${cells.map(String).join(" | ")} |`;

/** The budgets as a Markdown table, each marked met or not met; `unit` follows each value. */
export function budgetRows(budgets: Record<string, Budget>, unit = ""): string[] {
  return [
    row(["Budget", "Value", "Met"]),
    row(["---", "---", "---"]),
    ...Object.entries(budgets).map(([name, b]) =>
      row([name, `${b.value}${unit}`, b.ok ? "met" : "**not met**"]),
    ),
  ];
}

/** The report as Markdown: budgets marked met or not met, then the query shapes side by side. */
export function renderMarkdown(report: ReportShape): string {
  const lines = [
    `# API benchmark ${report.at}`,
    "",
    `Commit \`${report.commit}\`; machine ${JSON.stringify(report.machine)}; settings ${JSON.stringify(report.settings)}.`,
    "The machine may be shared: figures are best-of-N single requests or load-test averages taken in this one run.",
    "",
    "## Budgets",
    "",
    ...budgetRows(report.budgets),
  ];
  const pg = report.results.postgres;
  if (pg) {
    lines.push(
      "",
      `## Query shapes on PostgreSQL, catalogue cache off: best (median) ms, ${pg.small.products} vs ${pg.big.products} products`,
      "",
      row([
        "Shape",
        `${pg.small.products}`,
        `${pg.big.products}`,
        "×",
        `${pg.small.products} br`,
        `${pg.big.products} br`,
        "× br",
        "bytes / br bytes",
      ]),
      row(["---", "---", "---", "---", "---", "---", "---", "---"]),
      ...Object.entries(pg.big.shapes).map(([name, big]) => {
        const small = pg.small.shapes[name]!;
        const cell = (f: { bestMs: number; medianMs: number }) => `${f.bestMs} (${f.medianMs})`;
        return row([
          name,
          cell(small.plain),
          cell(big.plain),
          (big.plain.bestMs / small.plain.bestMs).toFixed(2),
          cell(small.compressed),
          cell(big.compressed),
          (big.compressed.bestMs / small.compressed.bestMs).toFixed(2),
          `${big.plain.bytes} / ${big.compressed.bytes}`,
        ]);
      }),
      "",
      "## Orders on PostgreSQL",
      "",
      "```json",
      JSON.stringify(pg.orders, null, 2),
      "```",
    );
  }
  lines.push("", "## Load tests (autocannon) and memory", "", "```json");
  lines.push(JSON.stringify({ ...report.results, postgres: undefined }, null, 2), "```", "");
  return lines.join("\n");
}
