import PinoPretty from "pino-pretty";

export type LogFormat = "pretty" | "json";

/**
 * Where log lines go: JSON (one object a line, for collectors) or pino-pretty's readable lines for a person
 * at a terminal. `auto`, the default, is pretty on a terminal and JSON anywhere else (a pipe, a file, a
 * container's log driver), so that a collector never receives colour codes.
 */
export function chooseLogFormat(setting: LogFormat | "auto", isTerminal: boolean): LogFormat {
  if (setting !== "auto") return setting;
  return isTerminal ? "pretty" : "json";
}

/**
 * The stream for pretty lines to standard output (or `destination`): synchronous, in this thread, so the
 * last lines before an exit are kept.
 */
export function prettyStream(destination: NodeJS.WritableStream | number = 1) {
  return PinoPretty({
    destination,
    colorize: true,
    sync: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId",
    singleLine: true,
  });
}
