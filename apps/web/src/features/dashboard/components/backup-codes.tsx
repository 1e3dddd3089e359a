/** The backup codes, shown once right after enrolment: each signs in once when the phone is not at hand. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-semibold text-success">
        Two-factor sign-in is on.
      </p>
      <p>
        Keep these backup codes somewhere safe. Each one signs you in once if you cannot get a code, and they
        are not shown again.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-box bg-base-200 p-3 font-mono">
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-accent btn-sm self-start" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}
