import { ORDER_TEXTS } from "@xpart/shared/texts";

import { CopyButton } from "#src/components/copy-button";

/** 'Your transaction Id: …' shown whole, wrapping when it must, with a button that copies it. */
export function TransactionId({ id }: { id: string }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="min-w-0 break-all">
        {ORDER_TEXTS.transactionIdPrefix}
        <span className="font-mono font-bold">{id}</span>
      </p>
      <CopyButton text={id} label="Copy transaction id" />
    </div>
  );
}
