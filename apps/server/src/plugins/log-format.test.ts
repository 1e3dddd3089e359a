import { Writable } from "node:stream";

import { describe, expect, it } from "vitest";

import { chooseLogFormat, prettyStream } from "./log-format.js";

describe("issue 22: log lines a person can read at a terminal, JSON elsewhere", () => {
  it("issue 22: auto is pretty on a terminal and JSON in a pipe; an explicit choice wins", () => {
    expect(chooseLogFormat("auto", true)).toBe("pretty");
    expect(chooseLogFormat("auto", false)).toBe("json");
    expect(chooseLogFormat("json", true)).toBe("json");
    expect(chooseLogFormat("pretty", false)).toBe("pretty");
  });

  it("issue 22: a pino line comes out as one readable line with its level and message", async () => {
    const out: string[] = [];
    const stream = prettyStream(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          out.push(chunk.toString());
          done();
        },
      }),
    );
    stream.write(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 25, 12), msg: "shop ready", port: 3000 })}\n`,
    );
    await new Promise((resolve) => setImmediate(resolve));
    // eslint-disable-next-line no-control-regex -- colour codes are stripped to read the text
    const line = out.join("").replace(/\u001b\[[0-9;]*m/g, "");
    expect(line).toMatch(/INFO.*shop ready.*port.*3000/);
    expect(line).not.toContain('"level"');
  });
});
