import type { UseQueryResult } from "@tanstack/react-query";
import type { CaughtMail, CaughtSms } from "@xpart/shared/schemas";
import { ADMIN_TEXTS } from "@xpart/shared/texts";
import { RefreshCw } from "lucide-react";
import { useId, type ReactNode } from "react";

import { isNotCaught, useCaughtMail, useCaughtSms } from "#src/features/admin/api/get-outbox";
import { AdminPage, AdminTable, EmptyState, QueryStates } from "#src/features/admin/components/admin-page";
import { textParts } from "#src/features/admin/mail-rules";
import { formatDateTime } from "#src/lib/format-date";

/** One part of the page: its heading, then the caught items, or why there are none. */
function CaughtSection<T>({
  heading,
  query,
  empty,
  notCaught,
  children,
}: {
  heading: string;
  query: UseQueryResult<T[]>;
  empty: string;
  notCaught: string;
  children: (items: T[]) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        {heading}
      </h2>
      {query.isError && isNotCaught(query.error) ? (
        <EmptyState>{notCaught}</EmptyState>
      ) : (
        <QueryStates
          query={query}
          isEmpty={(items) => items.length === 0}
          empty={<EmptyState>{empty}</EmptyState>}
        >
          {children}
        </QueryStates>
      )}
    </section>
  );
}

function MailText({ text }: { text: string }) {
  return (
    <pre className="mt-3 rounded-box bg-base-200 p-3 font-sans text-sm break-words whitespace-pre-wrap">
      {textParts(text).map((part, index) =>
        part.kind === "link" ? (
          <a key={index} className="link break-all" href={part.href}>
            {part.href}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  );
}

function MailList({ mails }: { mails: CaughtMail[] }) {
  return (
    <ol className="space-y-4">
      {mails.map((mail) => (
        <li key={mail.id}>
          <article
            aria-labelledby={`mail-${mail.id}`}
            className="rounded-box border border-base-300 bg-base-100 p-4"
          >
            <h3 id={`mail-${mail.id}`} className="font-semibold break-words">
              {mail.subject}
            </h3>
            <p className="mt-1 text-sm text-base-content/80">
              {ADMIN_TEXTS.mailTo} <span className="break-all">{mail.to}</span> ·{" "}
              <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time> ·{" "}
              {/* The server's page, not the app's: it opens with the admin's session cookie. */}
              <a
                className="link"
                href={`/dev/outbox/${encodeURIComponent(mail.id)}`}
                aria-describedby={`mail-${mail.id}`}
              >
                {ADMIN_TEXTS.htmlView}
              </a>
            </p>
            <MailText text={mail.text} />
          </article>
        </li>
      ))}
    </ol>
  );
}

const SMS_COLUMNS = [ADMIN_TEXTS.mailTo, ADMIN_TEXTS.smsMessage, ADMIN_TEXTS.sentAt] as const;

function SmsTable({ messages }: { messages: CaughtSms[] }) {
  return (
    <AdminTable
      label={ADMIN_TEXTS.smsCaption}
      busy={false}
      scrollHint={ADMIN_TEXTS.smsScrollHint}
      caption={ADMIN_TEXTS.smsCaption}
      columns={SMS_COLUMNS}
      className="table align-top"
    >
      {messages.map((sms, index) => (
        <tr key={`${sms.at}-${index}`}>
          <td className="whitespace-nowrap">{sms.phoneNumber}</td>
          <td className="break-words">{sms.message}</td>
          <td className="whitespace-nowrap">
            <time dateTime={sms.at}>{formatDateTime(sms.at)}</time>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * Mail (issue 22): what the development outbox caught instead of sending, newest first: mail (verification,
 * password reset, orders) with its plain text and its HTML one click away, and SMS codes. Admins only, as the
 * API is; a shop whose mail or texts really go out has nothing caught, and the page says so.
 */
export function MailPage() {
  const mail = useCaughtMail();
  const sms = useCaughtSms();
  const refreshing = mail.isFetching || sms.isFetching;

  return (
    <AdminPage
      title={ADMIN_TEXTS.mail}
      toolbar={
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-busy={refreshing}
          onClick={() => {
            void mail.refetch();
            void sms.refetch();
          }}
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${refreshing ? "animate-spin motion-reduce:animate-none" : ""}`}
          />
          {ADMIN_TEXTS.refresh}
        </button>
      }
    >
      <CaughtSection
        heading={ADMIN_TEXTS.caughtMail}
        query={mail}
        empty={ADMIN_TEXTS.noMailYet}
        notCaught={ADMIN_TEXTS.mailNotCaught}
      >
        {(mails) => <MailList mails={mails} />}
      </CaughtSection>
      <CaughtSection
        heading={ADMIN_TEXTS.caughtSms}
        query={sms}
        empty={ADMIN_TEXTS.noSmsYet}
        notCaught={ADMIN_TEXTS.smsNotCaught}
      >
        {(messages) => <SmsTable messages={messages} />}
      </CaughtSection>
    </AdminPage>
  );
}
