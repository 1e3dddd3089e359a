import { useId, type Ref } from "react";

interface FileFieldProps {
  label: string;
  /** The file types offered, e.g. `.csv,text/csv`. */
  accept: string;
  /** Said under the field and read with it. */
  help?: string;
  inputRef?: Ref<HTMLInputElement>;
  onFile: (file: File | null) => void;
}

/** A labelled file picker (the catalogue import's CSV, quick order's list of lines). */
export function FileField({ label, accept, help, inputRef, onFile }: FileFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        className="file-input w-full"
        aria-describedby={help ? helpId : undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {help && (
        <p id={helpId} className="text-sm text-base-content/70">
          {help}
        </p>
      )}
    </div>
  );
}
