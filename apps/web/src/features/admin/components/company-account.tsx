import {
  companyTermsBodySchema,
  type CompanyTerms,
  type Statement,
  type StatementInvoice,
} from "@xpart/shared/schemas";
import {
  ON_ACCOUNT_LIMITS,
  ON_ACCOUNT_TEXTS,
  paymentTerms,
  TERM_LABELS,
  type PaymentTerms,
} from "@xpart/shared/texts";
import { ChevronDown } from "lucide-react";
import { useId, useState, type FormEvent } from "react";

import { AccountFigures, AgeingBuckets } from "#src/components/account-figures";
import { ErrorWithRetry } from "#src/components/error-with-retry";
import { FormError, FormField } from "#src/components/form-field";
import { OpenInvoicesTable } from "#src/components/open-invoices-table";
import { Spinner } from "#src/components/spinner";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import {
  useAdminStatement,
  useLiftHold,
  useRecordTransfer,
  useSaveTerms,
} from "#src/features/admin/api/company-account";
import { SelectField } from "#src/features/admin/components/select-field";
import {
  allocatedDollars,
  checkTransfer,
  dollarsOf,
  invoiceField,
  transferFieldOf,
  type TransferField,
  type TransferForm,
} from "#src/features/admin/transfer-rules";
import { ApiClientError } from "#src/lib/api-error";
import { ON_ACCOUNT_PAGE_TEXTS as TEXTS } from "#src/lib/company/on-account-texts";
import { toast } from "#src/lib/lazy-toast";
import { useFieldErrors, type FieldIssue } from "#src/lib/use-field-errors";

const TERM_OPTIONS = paymentTerms.map((terms) => ({ value: terms, label: TERM_LABELS[terms] }));

/** A limit as its field shows it: '5000', '1250.50'. */
const shown = (dollars: number) => (Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2));

/** The server's `fields` of a refusal, keyed as sent: 'creditLimit', 'allocations.1.amount'. */
const fieldsOf = (error: unknown) => Object.entries((error instanceof ApiClientError && error.fields) || {});

const TERMS_FIELDS = ["paymentTerms", "creditLimit"] as const;

/**
 * Terms and credit limit, saved together (PUT); checked as the server checks, its 400 shown by field. The form
 * keeps what was typed after a save (the answer is the same), so the focus stays where it was.
 */
function TermsForm({ companyId, terms }: { companyId: string; terms: CompanyTerms }) {
  const save = useSaveTerms(companyId);
  const failed = useAdminFailure();
  const [chosen, setChosen] = useState<PaymentTerms>(terms.paymentTerms);
  const [limit, setLimit] = useState(shown(terms.creditLimit));
  const { errors, refFor, show, clear } = useFieldErrors(TERMS_FIELDS);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFormError(null);
    const checked = companyTermsBodySchema.safeParse({ paymentTerms: chosen, creditLimit: dollarsOf(limit) });
    if (!checked.success) {
      show(checked.error.issues.map((issue) => [issue.path[0], issue.message]));
      return;
    }
    clear();
    save.mutate(checked.data, {
      onSuccess: () => toast.success(ON_ACCOUNT_TEXTS.termsSaved),
      onError: (error) => {
        if (!show(fieldsOf(error))) setFormError(failed(error));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={ON_ACCOUNT_TEXTS.terms}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <div className="flex flex-col gap-1 sm:w-44">
        <SelectField
          label={ON_ACCOUNT_TEXTS.terms}
          value={chosen}
          options={TERM_OPTIONS}
          onChange={setChosen}
        />
        {errors.paymentTerms && <p className="text-sm text-error">{errors.paymentTerms}</p>}
      </div>
      <div className="sm:w-52">
        <FormField
          ref={refFor("creditLimit")}
          label={ON_ACCOUNT_TEXTS.creditLimit}
          name="creditLimit"
          inputMode="decimal"
          autoComplete="off"
          required
          value={limit}
          error={errors.creditLimit}
          onChange={(event) => setLimit(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-sm sm:mt-6.5"
        disabled={save.isPending}
        aria-busy={save.isPending}
      >
        {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {TEXTS.saveTerms}
      </button>
      <div className="basis-full">
        <FormError message={formError} />
      </div>
    </form>
  );
}

/** 'Lift hold' on a company on hold: it may buy on account again (the invoices overdue now are forgiven). */
function LiftHold({ companyId }: { companyId: string }) {
  const lift = useLiftHold(companyId);
  const failed = useAdminFailure();
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={lift.isPending}
      aria-busy={lift.isPending}
      onClick={() =>
        lift.mutate(undefined, {
          onSuccess: () => toast.success(ON_ACCOUNT_TEXTS.holdLifted),
          onError: failed,
        })
      }
    >
      {lift.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {ON_ACCOUNT_TEXTS.liftHold}
    </button>
  );
}

/** One invoice's share of the transfer, with what it owes under it. */
function AllocationField({
  invoice,
  value,
  error,
  inputRef,
  onChange,
}: {
  invoice: StatementInvoice;
  value: string;
  error: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      ref={inputRef}
      label={TEXTS.allocationLabel(invoice.number)}
      name={invoiceField(invoice.id)}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      hint={TEXTS.owedOnInvoice(invoice.owed)}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * 'Record bank transfer' (issue 41): the money received, the day, the bank's reference, and how much of it
 * goes to each open invoice. The invoices' amounts must add up to what was received (checked here, to the cent,
 * and again by the server); a refusal shows under the field it names. Recorded, the statement shows at once.
 */
function TransferForm({
  companyId,
  statement,
  onDone,
}: {
  companyId: string;
  statement: Statement;
  onDone: () => void;
}) {
  const { invoices } = statement;
  const record = useRecordTransfer(companyId);
  const failed = useAdminFailure();
  const [form, setForm] = useState<TransferForm>({
    amount: "",
    receivedOn: statement.today,
    reference: "",
    allocations: {},
  });
  const fields: TransferField[] = [
    "amount",
    "receivedOn",
    "reference",
    ...invoices.map((invoice) => invoiceField(invoice.id)),
    "allocations",
  ];
  const { errors, refFor, show, clear } = useFieldErrors(fields);
  const [formError, setFormError] = useState<string | null>(null);
  const allocationsError = useId();
  const set = (key: "amount" | "receivedOn" | "reference", value: string) =>
    setForm((typed) => ({ ...typed, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    setFormError(null);
    const checked = checkTransfer(form, invoices);
    if (!checked.ok) {
      show(checked.issues);
      return;
    }
    clear();
    const sent = checked.body.allocations;
    record.mutate(checked.body, {
      onSuccess: () => {
        toast.success(ON_ACCOUNT_TEXTS.transferRecorded);
        onDone();
      },
      onError: (error) => {
        const ids = invoices.map((invoice) => invoice.id);
        const named = fieldsOf(error).map(([key, message]): FieldIssue => [
          transferFieldOf(key.split("."), sent, ids),
          message,
        ]);
        if (!show(named)) setFormError(failed(error));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={ON_ACCOUNT_TEXTS.recordTransfer}
      className="flex flex-col gap-3 rounded-box border border-base-300 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField
          ref={refFor("amount")}
          label={ON_ACCOUNT_TEXTS.transferAmount}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          value={form.amount}
          error={errors.amount}
          onChange={(event) => set("amount", event.target.value)}
        />
        <FormField
          ref={refFor("receivedOn")}
          label={ON_ACCOUNT_TEXTS.transferDate}
          name="receivedOn"
          type="date"
          required
          max={statement.today}
          value={form.receivedOn}
          error={errors.receivedOn}
          onChange={(event) => set("receivedOn", event.target.value)}
        />
        <FormField
          ref={refFor("reference")}
          label={ON_ACCOUNT_TEXTS.transferReference}
          name="reference"
          autoComplete="off"
          required
          maxLength={ON_ACCOUNT_LIMITS.referenceChars}
          value={form.reference}
          error={errors.reference}
          onChange={(event) => set("reference", event.target.value)}
        />
      </div>
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={errors.allocations ? allocationsError : undefined}
      >
        <legend className="mb-2 text-sm font-semibold">{TEXTS.allocationsLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {invoices.map((invoice, index) => (
            <AllocationField
              key={invoice.id}
              invoice={invoice}
              value={form.allocations[invoice.id] ?? ""}
              error={errors[invoiceField(invoice.id)]}
              inputRef={(element) => {
                refFor(invoiceField(invoice.id))(element);
                // The amounts not adding up sends the focus to the first invoice's.
                if (index === 0) refFor("allocations")(element);
              }}
              onChange={(value) =>
                setForm((typed) => ({ ...typed, allocations: { ...typed.allocations, [invoice.id]: value } }))
              }
            />
          ))}
        </div>
        <p aria-live="polite" className="text-sm text-base-content/80">
          {TEXTS.allocated(allocatedDollars(form), dollarsOf(form.amount) || 0)}
        </p>
        {errors.allocations && (
          <p id={allocationsError} className="text-sm text-error">
            {errors.allocations}
          </p>
        )}
      </fieldset>
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-sm" disabled={record.isPending} onClick={onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={record.isPending}
          aria-busy={record.isPending}
        >
          {record.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {ON_ACCOUNT_TEXTS.recordTransfer}
        </button>
      </div>
    </form>
  );
}

function Account({ companyId, statement }: { companyId: string; statement: Statement }) {
  const [recording, setRecording] = useState(false);
  const transferId = useId();
  const { terms, invoices } = statement;
  return (
    <div className="flex flex-col gap-4">
      <AccountFigures terms={terms}>
        <LiftHold companyId={companyId} />
      </AccountFigures>
      <TermsForm companyId={companyId} terms={terms} />
      <AgeingBuckets ageing={statement.ageing} headingLevel={4} />
      <section aria-labelledby={`${transferId}-invoices`} className="flex flex-col gap-2">
        <h4 id={`${transferId}-invoices`} className="font-semibold">
          {TEXTS.openInvoices} ({invoices.length})
        </h4>
        {invoices.length === 0 ? (
          <p className="text-sm text-base-content/80">{ON_ACCOUNT_TEXTS.noOpenInvoices}</p>
        ) : (
          <OpenInvoicesTable
            invoices={invoices}
            caption={`${TEXTS.openInvoices}, ${statement.companyName}`}
          />
        )}
      </section>
      {invoices.length > 0 && (
        <section className="flex flex-col gap-2">
          <h4 className="font-semibold">
            <button
              type="button"
              className="btn btn-ghost btn-sm -ml-3"
              aria-expanded={recording}
              aria-controls={transferId}
              onClick={() => setRecording(!recording)}
            >
              {ON_ACCOUNT_TEXTS.recordTransfer}
              <ChevronDown
                aria-hidden="true"
                className={`size-4 transition-transform ${recording ? "rotate-180" : ""}`}
              />
            </button>
          </h4>
          <div id={transferId} hidden={!recording}>
            {recording && (
              <TransferForm companyId={companyId} statement={statement} onDone={() => setRecording(false)} />
            )}
          </div>
        </section>
      )}
    </div>
  );
}

/**
 * 'Payment terms' in the shop's view of one company (issue 41): card or Net 15/30/60 and the credit limit,
 * saved together; the balance and available credit, 'On hold' with 'Lift hold'; the ageing; the open invoices;
 * and 'Record bank transfer' spread over them.
 */
export function CompanyAccount({ companyId }: { companyId: string }) {
  const statement = useAdminStatement(companyId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {ON_ACCOUNT_TEXTS.terms}
      </h3>
      {statement.isPending ? (
        <Spinner />
      ) : statement.isError ? (
        <ErrorWithRetry error={statement.error} onRetry={() => void statement.refetch()} />
      ) : (
        <Account companyId={companyId} statement={statement.data} />
      )}
    </section>
  );
}
