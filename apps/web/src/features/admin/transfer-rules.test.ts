import { ON_ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { describe, expect, it } from "vitest";

import { aCurrentInvoice, anInvoice } from "#src/testing/account-fixtures";

import { allocatedDollars, checkTransfer, transferFieldOf, type TransferForm } from "./transfer-rules";

const INVOICES = [anInvoice(), aCurrentInvoice()];
const form = (changes: Partial<TransferForm> = {}): TransferForm => ({
  amount: "1000",
  receivedOn: "2026-06-20",
  reference: "BACS 4411",
  allocations: { "inv-1": "750", "inv-2": "250" },
  ...changes,
});

describe("checkTransfer (issue 41: 'Record bank transfer')", () => {
  it("issue 41: sends the invoices given an amount, in the statement's order, when they add up to the cent", () => {
    expect(checkTransfer(form({ amount: "$1,000.00" }), INVOICES)).toEqual({
      ok: true,
      body: {
        amount: 1000,
        receivedOn: "2026-06-20",
        reference: "BACS 4411",
        allocations: [
          { invoiceId: "inv-1", amount: 750 },
          { invoiceId: "inv-2", amount: 250 },
        ],
      },
    });
    const one = checkTransfer(
      form({ amount: "0.3", allocations: { "inv-2": "0.1", "inv-1": "0.2" } }),
      INVOICES,
    );
    expect(one.ok).toBe(true);
  });

  it("issue 41: refuses amounts that do not add up, or more than an invoice owes, by field", () => {
    expect(checkTransfer(form({ amount: "999.99" }), INVOICES)).toEqual({
      ok: false,
      issues: [["allocations", ON_ACCOUNT_TEXTS.allocationsMustAddUp]],
    });
    expect(checkTransfer(form({ allocations: { "inv-1": "400", "inv-2": "600" } }), INVOICES)).toEqual({
      ok: false,
      issues: [["invoice:inv-2", ON_ACCOUNT_TEXTS.overpayment(50_000, "2026-000115")]],
    });
  });

  it("issue 41: the contract's own messages for a missing amount, day, reference or invoice", () => {
    const issues = (changes: Partial<TransferForm>) => {
      const checked = checkTransfer(form(changes), INVOICES);
      return checked.ok ? [] : checked.issues.map(([field]) => field);
    };
    expect(issues({ amount: "" })).toEqual(["amount"]);
    expect(issues({ receivedOn: "2026-02-30" })).toEqual(["receivedOn"]);
    expect(issues({ reference: "  " })).toEqual(["reference"]);
    expect(issues({ allocations: {} })).toEqual(["allocations"]);
    expect(issues({ allocations: { "inv-1": "750", "inv-2": "2.505" } })).toEqual(["invoice:inv-2"]);
  });
});

describe("transferFieldOf (issue 41: the field a refusal names)", () => {
  const sent = [{ invoiceId: "inv-1" }, { invoiceId: "inv-2" }];
  it("issue 41: the form's fields, an allocation's invoice by its place or its id, and the invoices together", () => {
    expect(transferFieldOf(["reference"], sent, ["inv-1", "inv-2"])).toBe("reference");
    expect(transferFieldOf("allocations.1.amount".split("."), sent, ["inv-1", "inv-2"])).toBe(
      "invoice:inv-2",
    );
    expect(transferFieldOf(["allocations", 0, "amount"], sent, ["inv-1", "inv-2"])).toBe("invoice:inv-1");
    expect(transferFieldOf(["allocations"], sent, ["inv-1", "inv-2"])).toBe("allocations");
    expect(transferFieldOf(["inv-2"], sent, ["inv-1", "inv-2"])).toBe("invoice:inv-2");
    expect(transferFieldOf(["(request)"], sent, ["inv-1", "inv-2"])).toBeUndefined();
  });

  it("issue 41: what the invoices' amounts add up to as typed", () => {
    expect(allocatedDollars(form({ allocations: { "inv-1": "0.1", "inv-2": "0.2", x: "abc" } }))).toBe(0.3);
  });
});
