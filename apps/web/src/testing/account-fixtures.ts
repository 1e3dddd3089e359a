import type {
  CompanyTerms,
  Receivable,
  Receivables,
  Statement,
  StatementInvoice,
} from "@xpart/shared/schemas";

/** Buying on account's answers (issue 41) as the server gives them, for the component tests. */

/** Hill Motors on Net 30: a $5,000.00 limit, $1,250.00 owed, $3,750.00 available, not on hold. */
export const aTerms = (changes: Partial<CompanyTerms> = {}): CompanyTerms => ({
  paymentTerms: "net30",
  creditLimit: 5000,
  balance: 1250,
  available: 3750,
  onHold: false,
  ...changes,
});

/** An invoice on account of $1,000.00, $250.00 of it paid, 12 days overdue on 2026-06-20. */
export const anInvoice = (changes: Partial<StatementInvoice> = {}): StatementInvoice => ({
  id: "inv-1",
  number: "2026-000101",
  orderId: "o-101aaaaaa",
  poNumber: "PO-7781",
  issuedAt: "2026-05-09T10:00:00.000Z",
  dueOn: "2026-06-08",
  total: 1000,
  paid: 250,
  credited: 0,
  owed: 750,
  status: "partly-paid",
  daysOverdue: 12,
  ...changes,
});

/** A second, current invoice of $500.00 with nothing paid and no PO number. */
export const aCurrentInvoice = (changes: Partial<StatementInvoice> = {}): StatementInvoice =>
  anInvoice({
    id: "inv-2",
    number: "2026-000115",
    orderId: "o-115bbbbbb",
    poNumber: null,
    issuedAt: "2026-06-01T10:00:00.000Z",
    dueOn: "2026-07-01",
    total: 500,
    paid: 0,
    owed: 500,
    status: "open",
    daysOverdue: 0,
    ...changes,
  });

/** Hill Motors' statement on 2026-06-20: the two invoices above, $500.00 current and $750.00 1–30 days late. */
export const aStatement = (changes: Partial<Statement> = {}): Statement => ({
  companyId: "co-1",
  companyName: "Hill Motors",
  today: "2026-06-20",
  terms: aTerms(),
  invoices: [anInvoice(), aCurrentInvoice()],
  ageing: { current: 500, "1-30": 750, "31-60": 0, "61-90": 0, "over-90": 0 },
  ...changes,
});

/** One company's line of the Receivables page: Hill Motors as above. */
export const aReceivable = (changes: Partial<Receivable> = {}): Receivable => ({
  companyId: "co-1",
  companyName: "Hill Motors",
  paymentTerms: "net30",
  creditLimit: 5000,
  balance: 1250,
  overdue: 750,
  onHold: false,
  oldestDueOn: "2026-06-08",
  ageing: { current: 500, "1-30": 750, "31-60": 0, "61-90": 0, "over-90": 0 },
  ...changes,
});

export const aReceivables = (companies: Receivable[]): Receivables => ({
  today: "2026-06-20",
  companies,
  total: {
    balance: companies.reduce((sum, company) => sum + Math.round(company.balance * 100), 0) / 100,
    ageing: {
      current: sumOf(companies, "current"),
      "1-30": sumOf(companies, "1-30"),
      "31-60": sumOf(companies, "31-60"),
      "61-90": sumOf(companies, "61-90"),
      "over-90": sumOf(companies, "over-90"),
    },
  },
});

const sumOf = (companies: Receivable[], bucket: keyof Receivable["ageing"]) =>
  companies.reduce((sum, company) => sum + Math.round(company.ageing[bucket] * 100), 0) / 100;
