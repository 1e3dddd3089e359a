import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";

import { UpstreamError } from "../domain-errors.js";

import type { SmsSender } from "./sms-sender.js";

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** An E.164 number, or a Messaging Service SID (`MG…`) that picks the number itself. */
  from: string;
  /** Another API origin (a local stand-in in tests, or a proxy) in place of https://api.twilio.com. */
  apiBaseUrl?: string;
  /** The whole request's deadline; the default keeps a stuck provider from holding a sign-in for long. */
  timeoutMs?: number;
}

const TWILIO_API = "https://api.twilio.com";

/**
 * Thrown for every failed send. The message is safe to show the user; the details are for logs and carry
 * neither the recipient nor the text nor the credentials (Twilio's own messages can quote the number).
 */
export class SmsDeliveryError extends UpstreamError {
  override readonly name = "SmsDeliveryError";
  /** Twilio's HTTP status, when it answered. */
  readonly status: number | undefined;
  /** Twilio's error code (e.g. 21211), or the network error's code (e.g. ECONNABORTED). */
  readonly code: number | string | undefined;

  constructor(cause: unknown) {
    super("We could not send the text message. Please try again later.");
    const { status, code } = (cause ?? {}) as { status?: unknown; code?: unknown };
    this.status = typeof status === "number" ? status : undefined;
    this.code = typeof code === "number" || typeof code === "string" ? code : undefined;
  }
}

/** The SDK's HTTP client, pointed at another origin: the SDK builds every URL on api.twilio.com itself. */
class RedirectingRequestClient extends twilio.RequestClient {
  constructor(
    private readonly baseUrl: string,
    timeoutMs: number,
  ) {
    super({ timeout: timeoutMs });
    // The SDK's timeout is a socket idle timeout; a response trickling in slowly would outlive it.
    this.axios.interceptors.request.use((config) => ({ ...config, signal: AbortSignal.timeout(timeoutMs) }));
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(`${TWILIO_API}/`)
      ? this.baseUrl.replace(/\/+$/, "") + opts.uri.slice(TWILIO_API.length)
      : opts.uri;
    return super.request<TData>({ ...opts, uri });
  }
}

export class TwilioSmsSender implements SmsSender {
  private readonly client: twilio.Twilio;

  constructor(private readonly settings: TwilioSettings) {
    const timeoutMs = settings.timeoutMs ?? 10_000;
    this.client = twilio(settings.accountSid, settings.authToken, {
      httpClient: new RedirectingRequestClient(settings.apiBaseUrl ?? TWILIO_API, timeoutMs),
    });
  }

  async send(phoneNumber: string, message: string): Promise<void> {
    const { from } = this.settings;
    const sender = from.startsWith("MG") ? { messagingServiceSid: from } : { from };
    try {
      await this.client.messages.create({ to: phoneNumber, body: message, ...sender });
    } catch (err) {
      throw new SmsDeliveryError(err);
    }
  }
}
