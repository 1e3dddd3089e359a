import { centsToDollars, type BankTransferBody, type Statement } from "@xpart/shared";

import type { Database } from "../../db/client.js";
import type { Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";
import { accountTermsOf } from "../companies/index.js";
import { recordBankTransfer } from "../orders/index.js";

import { statementOf } from "./statement.service.js";

/**
 * POST /api/admin/companies/:id/transfers (issue 41): the transfer and its shares in one transaction with its
 * audit entry; any refused share (another company's invoice, one paid already, more than it owes) refuses all.
 */
export async function recordTransfer(
  db: Database,
  caller: Caller,
  companyId: string,
  body: BankTransferBody,
): Promise<Statement> {
  const { companyId: id } = await accountTermsOf(db, companyId);
  await db.transaction(async (tx) => {
    const transfer = await recordBankTransfer(tx, id, body, { id: caller.id, email: caller.email });
    await recordAdminAction(tx, {
      actor: { id: caller.id, email: caller.email },
      action: "invoice.transfer",
      target: { type: "company", id },
      after: {
        transferId: transfer.transferId,
        amount: body.amount,
        receivedOn: body.receivedOn,
        reference: body.reference,
        invoices: transfer.paid.map((p) => ({ number: p.number, amount: centsToDollars(p.amountCents) })),
      },
    });
  });
  return statementOf(db, id);
}
