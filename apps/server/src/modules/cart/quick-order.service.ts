import {
  QUICK_ORDER_TEXTS,
  readQuickOrderLines,
  TRADE_TEXTS,
  type LineOutcome,
  type QuickOrderAnswer,
  type QuickOrderLine,
  type QuickOrderLineAnswer,
} from "@xpart/shared";
import { sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { addLinesToCart } from "./cart.service.js";

interface PartMatch {
  id: string;
  sku: string;
  name: string;
}

/**
 * The products on sale each part number names, in ONE query for the whole paste: part_key() normalises the
 * typed number exactly as catalogue search does (migration 0013). Exact matches only; by SKU, so a list reads
 * the same every time.
 */
export async function findByPartNumbers(db: Database, numbers: readonly string[]) {
  const found = new Map<string, PartMatch[]>();
  if (numbers.length === 0) return found;
  // One JSON parameter: both drivers pass it the same way, whatever the number of part numbers. Each key is
  // worked out once; then each is one probe of the GIN index on part_keys (`@>`; `= any(part_keys)` cannot use
  // it), kept per key by the lateral's `offset 0`, so the cost follows the paste, not the catalogue's size.
  const result = (await db.execute(sql`
    with wanted as materialized (
      select n.number, part_key(n.number) as key
      from jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb) as n(number)
    )
    select w.number, p.id, p.sku, p.name
    from wanted w
    cross join lateral (
      select id, sku, name from products
      where part_keys @> array[w.key] and archived_at is null
      offset 0
    ) p
    order by p.sku`)) as unknown as { rows: (PartMatch & { number: string })[] };
  for (const { number, ...product } of result.rows)
    found.set(number, [...(found.get(number) ?? []), product]);
  return found;
}

type Found = { line: QuickOrderLine & { partNumber: string }; product: PartMatch };

function refused(line: QuickOrderLine, reason: string): QuickOrderLineAnswer {
  return {
    line: line.line,
    input: line.input,
    partNumber: line.partNumber,
    status: "refused",
    productId: null,
    sku: null,
    productName: null,
    requested: line.quantity ?? 0,
    quantity: 0,
    reasons: [reason],
  };
}

/**
 * A quick order (issue 26): reads every line, finds each part number's product, and adds what was found to the
 * buyer's cart through the cart's own rule (fitted to the minimum, the packs and the stock, summed with what the
 * cart holds). Lines naming one product are added as one, their quantities summed; each says so.
 */
export async function quickOrder(db: Database, userId: string, text: string): Promise<QuickOrderAnswer> {
  const lines = readQuickOrderLines(text);
  const numbers = [...new Set(lines.flatMap((l) => (l.partNumber === null ? [] : [l.partNumber])))];
  const matches = await findByPartNumbers(db, numbers);

  const answers = new Map<QuickOrderLine, QuickOrderLineAnswer>();
  const byProduct = new Map<string, Found[]>();
  for (const line of lines) {
    if (line.partNumber === null) {
      answers.set(line, refused(line, TRADE_TEXTS.unreadableLine));
      continue;
    }
    const products = matches.get(line.partNumber) ?? [];
    if (products.length !== 1) {
      const why = products.length
        ? QUICK_ORDER_TEXTS.ambiguous(products.map((p) => p.sku))
        : TRADE_TEXTS.unknownPart;
      answers.set(line, refused(line, why));
      continue;
    }
    const product = products[0]!;
    byProduct.set(product.id, [...(byProduct.get(product.id) ?? []), { line, product }]);
  }

  const groups = [...byProduct.values()];
  const added = await addLinesToCart(
    db,
    userId,
    groups.map((group) => ({
      productId: group[0]!.product.id,
      quantity: group.reduce((sum, { line }) => sum + line.quantity, 0),
    })),
  );
  for (const [i, group] of groups.entries()) {
    const outcome = added.outcomes[i]!;
    for (const found of group) answers.set(found.line, answerOf(found, outcome, group));
  }
  return { lines: lines.map((line) => answers.get(line)!), cart: added.cart };
}

/** One line of a product's group: the group's outcome, asked for as this line asked, and the lines it joined. */
function answerOf(
  { line, product }: Found,
  outcome: LineOutcome,
  group: readonly Found[],
): QuickOrderLineAnswer {
  const others = group.filter((f) => f.line !== line).map((f) => f.line.line);
  return {
    ...outcome,
    line: line.line,
    input: line.input,
    partNumber: line.partNumber,
    sku: product.sku,
    productName: product.name,
    requested: line.quantity,
    reasons: others.length ? [...outcome.reasons, QUICK_ORDER_TEXTS.summedWith(others)] : outcome.reasons,
  };
}
