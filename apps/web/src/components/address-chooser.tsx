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
 * A select of the customer's saved delivery addresses (issue 26), the default preselected, for the billing
 * modal and checkout. Choosing one fills the form through `onChoose`; 'Type another address' empties it.
 * Renders nothing while loading, on error, or when the customer has none: the form is then typed as before.
 */
export function AddressChooser({ email, onChoose, className = "" }: AddressChooserProps) {
  const addresses = useAddresses(email);
  const list = addresses.data ?? [];
  const fallback = list.find((a) => a.isDefault) ?? list[0];
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
            {a.label}
            {a.isDefault ? " (default)" : ""} · {a.address}
          </option>
        ))}
        <option value={OTHER}>Type another address</option>
      </select>
    </div>
  );
}
