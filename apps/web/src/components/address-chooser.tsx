import type { Address } from "@xpart/shared/schemas";
import { useEffect, useId, useRef, useState } from "react";

import { useAddresses } from "#src/lib/addresses/get-addresses";

/** What a chosen address fills in: the order's billing fields (billingDetailsShape). */
export type ChosenAddress = Pick<Address, "name" | "address" | "phone">;

/** "preselected": the default, filled in once the list loads, which a form may skip when already typed in. */
export type ChooseReason = "preselected" | "chosen";

interface AddressChooserProps {
  /** The signed-in customer, whose addresses these are. */
  email: string;
  onChoose: (fields: ChosenAddress, reason: ChooseReason) => void;
  className?: string;
}

const OTHER = "";
const EMPTY: ChosenAddress = { name: "", address: "", phone: "" };
const fieldsOf = ({ name, address, phone }: Address): ChosenAddress => ({ name, address, phone });

/**
 * What is filled in first: the customer's own default, else their first address, else their company's default
 * (issue 40: a member with no addresses of their own ships to the company's), else the first.
 */
function preferred(list: Address[]): Address | undefined {
  const own = list.filter((a) => !a.shared);
  return own.find((a) => a.isDefault) ?? own[0] ?? list.find((a) => a.isDefault) ?? list[0];
}

/** "Main depot (default) · 1 Depot Road"; a company's address says so: "Yard (company) · 2 Depot Road". */
function optionText(address: Address): string {
  const note = address.shared ? " (company)" : address.isDefault ? " (default)" : "";
  return `${address.label}${note} · ${address.address}`;
}

/**
 * A select of the customer's saved delivery addresses (issue 26), the default preselected, for the billing
 * modal and checkout, and their company's (issue 40), each labelled as the company's. Choosing one fills the
 * form through `onChoose`; 'Type another address' empties it. Renders nothing while loading, on error, or when
 * the customer has none: the form is then typed as before.
 */
export function AddressChooser({ email, onChoose, className = "" }: AddressChooserProps) {
  const addresses = useAddresses(email);
  const list = addresses.data ?? [];
  const fallback = preferred(list);
  const [picked, setPicked] = useState<string | null>(null);
  // A pick deleted meanwhile (in another tab) falls back to the default.
  const stillThere = picked === OTHER || list.some((a) => a.id === picked);
  const chosen = picked !== null && stillThere ? picked : (fallback?.id ?? OTHER);
  const id = useId();

  // The default fills the form once, when the list first arrives; later reads (after an edit) leave it be.
  const preselected = useRef(false);
  const latestOnChoose = useRef(onChoose);
  useEffect(() => {
    latestOnChoose.current = onChoose;
  });
  useEffect(() => {
    if (preselected.current || !fallback) return;
    preselected.current = true;
    latestOnChoose.current(fieldsOf(fallback), "preselected");
  }, [fallback]);

  if (list.length === 0) return null;

  const choose = (value: string) => {
    setPicked(value);
    const address = list.find((a) => a.id === value);
    onChoose(address ? fieldsOf(address) : EMPTY, "chosen");
  };

  return (
    <div className={`fieldset py-1 ${className}`}>
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        Saved address
      </label>
      <select
        id={id}
        className="select w-full"
        value={chosen}
        onChange={(event) => choose(event.target.value)}
      >
        {list.map((a) => (
          <option key={a.id} value={a.id}>
            {optionText(a)}
          </option>
        ))}
        <option value={OTHER}>Type another address</option>
      </select>
    </div>
  );
}
