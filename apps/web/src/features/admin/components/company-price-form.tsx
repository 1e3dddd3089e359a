import { companyPriceBodySchema, type CompanyPriceBody, type Product } from "@xpart/shared/schemas";
import { formatMoney, PART_NUMBER_TEXTS } from "@xpart/shared/texts";
import { useId, useState, type FormEvent } from "react";

import { FormError, FormField } from "#src/components/form-field";
import { OptionList } from "#src/components/option-list";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useSetCompanyPrice } from "#src/features/admin/api/company-prices";
import { useAdminProducts } from "#src/features/admin/api/get-admin-products";
import { ApiClientError } from "#src/lib/api-error";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { toast } from "#src/lib/lazy-toast";
import { useDebouncedCall } from "#src/lib/use-debounced-call";
import { useFieldErrors } from "#src/lib/use-field-errors";

type Kind = CompanyPriceBody["kind"];
const FIELDS = ["product", "kind", "amount", "validFrom", "validTo"] as const;
type Field = (typeof FIELDS)[number];

/** The product a price is for, as the form holds it. */
export interface Chosen {
  id: string;
  sku: string;
  name: string;
  listPrice: number;
}

export interface Draft {
  product: Chosen | null;
  kind: Kind;
  amount: string;
  validFrom: string;
  validTo: string;
}

export const EMPTY_DRAFT: Draft = { product: null, kind: "fixed", amount: "", validFrom: "", validTo: "" };
/** How many of the search's matches the product list offers. */
const MATCHES_SHOWN = 20;

/** Where a refusal's field lands in the form: a price or a percentage is the one amount field. */
const fieldOf = (path: PropertyKey | undefined): Field | undefined =>
  path === "price" || path === "percentOff" ? "amount" : FIELDS.find((field) => field === path);

const productLabel = (p: Chosen) => `${p.sku} · ${p.name} · ${formatMoney(p.listPrice)}`;
const chosenOf = (p: Product): Chosen => ({ id: p._id, sku: p.sku, name: p.name, listPrice: p.price });

interface ProductSelectProps {
  value: Chosen | null;
  matches: readonly Chosen[];
  searching: boolean;
  error: string | undefined;
  selectRef: (element: HTMLSelectElement | null) => void;
  onChange: (product: Chosen | null) => void;
}

/** The products found for the search, and the one chosen (an entry being edited) even when the search has not found it. */
function ProductSelectView({ value, matches, searching, error, selectRef, onChange }: ProductSelectProps) {
  const id = useId();
  const options = value && !matches.some((m) => m.id === value.id) ? [value, ...matches] : matches;
  const noteId = `${id}-note`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Product
      </label>
      <select
        id={id}
        ref={selectRef}
        className={`select w-full ${error ? "select-error" : ""}`}
        value={value?.id ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteId}
        onChange={(event) => onChange(options.find((o) => o.id === event.target.value) ?? null)}
      >
        <OptionList
          options={[
            { value: "", label: "Choose a product" },
            ...options.map((o) => ({ value: o.id, label: productLabel(o) })),
          ]}
        />
      </select>
      <p id={noteId} className={`text-sm ${error ? "text-error" : "text-base-content/70"}`}>
        {error ?? (searching ? "Searching…" : `${matches.length} found`)}
      </p>
    </div>
  );
}

/** The Manage Products search (GET /api/products?q=, by name, SKU or any part number), asked only once typed. */
function SearchedProductSelect({
  q,
  ...props
}: Omit<ProductSelectProps, "matches" | "searching"> & { q: string }) {
  const found = useAdminProducts({ q, sort: "", offset: 0 });
  const matches = (found.data?.products ?? []).slice(0, MATCHES_SHOWN).map(chosenOf);
  return <ProductSelectView {...props} matches={matches} searching={found.isFetching} />;
}

/** Add a company price, or change one (its row's 'Edit' fills the form): product, kind, amount, dates. */
export function CompanyPriceForm({
  companyId,
  draft,
  setDraft,
}: {
  companyId: string;
  draft: Draft;
  setDraft: (draft: Draft) => void;
}) {
  const save = useSetCompanyPrice(companyId);
  const failed = useAdminFailure();
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const { errors, refFor, show, clear } = useFieldErrors(FIELDS, fieldOf);
  const [formError, setFormError] = useState<string | null>(null);
  const kindName = useId();
  const searching = useDebouncedCall(setQ);

  const onSearch = (text: string) => {
    setSearch(text);
    searching.schedule(text.trim());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFormError(null);
    const amount =
      draft.amount.trim() === "" ? undefined : Number(draft.amount.trim().replace(/^\$|%$/g, ""));
    const body: CompanyPriceBody = {
      kind: draft.kind,
      ...(draft.kind === "fixed" ? { price: amount } : { percentOff: amount }),
      validFrom: draft.validFrom || null,
      validTo: draft.validTo || null,
    };
    const checked = companyPriceBodySchema.safeParse(body);
    const issues: [PropertyKey | undefined, string][] = [
      ...(draft.product ? [] : [["product", "Choose a product"] as [Field, string]]),
      ...(checked.success
        ? []
        : checked.error.issues.map((i): [PropertyKey | undefined, string] => [i.path[0], i.message])),
    ];
    if (issues.length > 0 || !draft.product) {
      show(issues);
      return;
    }
    clear();
    const product = draft.product;
    save.mutate(
      { productId: product.id, body },
      {
        onSuccess: () => {
          toast.success(COMPANY_PAGE_TEXTS.companyPriceSaved(product.sku));
          setDraft(EMPTY_DRAFT);
          setSearch("");
          setQ("");
        },
        onError: (error) => {
          const fields = error instanceof ApiClientError ? error.fields : undefined;
          const shownOnField = show(Object.entries(fields ?? {}));
          const message = failed(error);
          if (!shownOnField) setFormError(message);
        },
      },
    );
  };

  const selectProps = {
    value: draft.product,
    error: errors.product,
    selectRef: refFor("product"),
    onChange: (product: Chosen | null) => setDraft({ ...draft, product }),
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Company price" className="flex flex-col gap-3">
      <div className="grid gap-3 md:grid-cols-2">
        <FormField
          label={`Find a product (${PART_NUMBER_TEXTS.sku} or name)`}
          type="search"
          value={search}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => onSearch(event.target.value)}
        />
        {q ? (
          <SearchedProductSelect key={q} q={q} {...selectProps} />
        ) : (
          <ProductSelectView {...selectProps} matches={[]} searching={false} />
        )}
      </div>
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="mb-1 text-sm font-medium">Kind</legend>
        {(["fixed", "percent"] as const).map((kind) => (
          <label key={kind} className="flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              className="radio radio-sm"
              name={kindName}
              value={kind}
              checked={draft.kind === kind}
              ref={kind === "fixed" ? refFor("kind") : undefined}
              onChange={() => setDraft({ ...draft, kind, amount: "" })}
            />
            {kind === "fixed" ? COMPANY_PAGE_TEXTS.fixedPrice : COMPANY_PAGE_TEXTS.percentOff}
          </label>
        ))}
        {errors.kind && <p className="w-full text-sm text-error">{errors.kind}</p>}
      </fieldset>
      <div className="grid gap-3 md:grid-cols-3">
        <FormField
          ref={refFor("amount")}
          label={draft.kind === "fixed" ? "Company price ($)" : "Percent off (%)"}
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          error={errors.amount}
          onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
        />
        <FormField
          ref={refFor("validFrom")}
          label="Valid from (optional)"
          type="date"
          value={draft.validFrom}
          error={errors.validFrom}
          onChange={(event) => setDraft({ ...draft, validFrom: event.target.value })}
        />
        <FormField
          ref={refFor("validTo")}
          label="Valid to (optional)"
          type="date"
          value={draft.validTo}
          error={errors.validTo}
          onChange={(event) => setDraft({ ...draft, validTo: event.target.value })}
        />
      </div>
      <FormError message={formError} />
      <div className="flex justify-end gap-2">
        {draft !== EMPTY_DRAFT && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setDraft(EMPTY_DRAFT);
              clear();
              setFormError(null);
            }}
          >
            Clear
          </button>
        )}
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Save company price
        </button>
      </div>
    </form>
  );
}
