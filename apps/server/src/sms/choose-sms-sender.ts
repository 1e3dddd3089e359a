import type { FastifyBaseLogger } from "fastify";

import type { Config } from "../config.js";

import { LogSmsSender, NoSmsSender, type SmsSender } from "./sms-sender.js";
import { TwilioSmsSender } from "./twilio-sms-sender.js";

/** The configured SMS adapter: Twilio, the development outbox in the log, or none. */
export function chooseSmsSender(config: Config["sms"], log: FastifyBaseLogger): SmsSender {
  if (config.provider === "twilio") return new TwilioSmsSender(config);
  return config.provider === "log" ? new LogSmsSender(log) : new NoSmsSender();
}
