import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInMessage {
  sid: string;
  account_sid: string;
  messaging_service_sid: string | null;
  from: string | null;
  to: string;
  body: string;
  status: "queued";
  direction: "outbound-api";
  num_segments: string;
  num_media: string;
  price: null;
  price_unit: string;
  error_code: null;
  error_message: null;
  api_version: "2010-04-01";
  date_created: string;
  date_updated: string;
  date_sent: null;
  uri: string;
  subresource_uris: { media: string };
}

export interface StandInRequest {
  method: string;
  path: string;
  /** The Basic credentials as sent, `user:password`. */
  credentials: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

const E164 = /^\+[1-9]\d{6,14}$/;
/** Twilio writes RFC 2822 dates with a numeric zone, and the SDK parses exactly that. */
const rfc2822 = (d: Date) => d.toUTCString().replace("GMT", "+0000");

/**
 * A small local stand-in for Twilio's Messages API (no Twilio mock is installable here): Basic auth, the
 * form fields and error bodies Twilio uses, and switches to fail or hang the next request.
 */
export async function startTwilioStandIn(accountSid: string, authToken: string) {
  const messages: StandInMessage[] = [];
  const requests: StandInRequest[] = [];
  let next: { fail: number } | "hang" | undefined;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: number, message: string) =>
    send(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const form = new URLSearchParams(raw);
    const path = req.url ?? "";
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const credentials = basic ? Buffer.from(basic, "base64").toString() : undefined;
    requests.push({
      method: req.method ?? "",
      path,
      credentials,
      contentType: req.headers["content-type"],
      form,
    });

    const planned = next;
    next = undefined;
    if (planned === "hang") {
      // Answer, then trickle whitespace forever: only a deadline on the whole request gets out of this.
      res.writeHead(201, { "content-type": "application/json" });
      const drip = setInterval(() => res.write(" "), 50);
      return res.on("close", () => clearInterval(drip));
    }
    if (planned) return error(res, planned.fail, 20500, "An internal server error has occurred");

    const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(path);
    if (req.method !== "POST" || !match)
      return error(res, 404, 20404, "The requested resource was not found");
    if (credentials !== `${accountSid}:${authToken}` || match[1] !== accountSid) {
      return error(res, 401, 20003, "Authenticate");
    }
    const to = form.get("To") ?? "";
    const body = form.get("Body");
    const from = form.get("From");
    const service = form.get("MessagingServiceSid");
    if (!to) return error(res, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !service) return error(res, 400, 21603, "A 'From' phone number is required.");
    if (!body) return error(res, 400, 21602, "Message body is required.");

    const sid = `SM${String(messages.length + 1).padStart(32, "0")}`;
    const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${sid}`;
    const now = rfc2822(new Date());
    const message: StandInMessage = {
      sid,
      account_sid: accountSid,
      messaging_service_sid: service,
      from,
      to,
      body,
      status: "queued",
      direction: "outbound-api",
      num_segments: "1",
      num_media: "0",
      price: null,
      price_unit: "USD",
      error_code: null,
      error_message: null,
      api_version: "2010-04-01",
      date_created: now,
      date_updated: now,
      date_sent: null,
      uri: `${uri}.json`,
      subresource_uris: { media: `${uri}/Media.json` },
    };
    messages.push(message);
    return send(res, 201, message);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    requests,
    /** Answers the next request with `status` and a Twilio error body. */
    failNext(status: number) {
      next = { fail: status };
    },
    /** Never finishes the next answer, as a stuck provider would. */
    hangNext() {
      next = "hang";
    },
    close() {
      // A hung request keeps its connection open, and close() alone would wait for it forever.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
