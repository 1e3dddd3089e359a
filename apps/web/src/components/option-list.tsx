/** A `<select>`'s options from value/label pairs (the admin's pickers and the vehicle picker). */
export function OptionList({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
