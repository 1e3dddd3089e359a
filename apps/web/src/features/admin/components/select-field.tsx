import { useId } from "react";

import { OptionList } from "#src/components/option-list";

interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
}

/** A labelled select over a fixed list of values. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  className = "",
}: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className="select w-full"
        value={value}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        <OptionList options={options} />
      </select>
    </div>
  );
}
