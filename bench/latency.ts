/** Single-request latency: the cost of one query shape, without the queueing a load test adds. */
export interface Latency {
  bestMs: number;
  medianMs: number;
  bytes: number;
  status: number;
}

/** `runs` sequential requests after `warmups`: the best and the median, and the answer's size on the wire. */
export async function latency(
  url: string,
  options: { runs: number; warmups?: number; headers?: Record<string, string> },
): Promise<Latency> {
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < (options.warmups ?? 3) + options.runs; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: options.headers ?? {} });
    const body = new Uint8Array(await res.arrayBuffer());
    const ms = performance.now() - started;
    if (i >= (options.warmups ?? 3)) times.push(ms);
    // fetch decompresses: the wire size is what the server said it sent.
    bytes = Number(res.headers.get("content-length") ?? body.byteLength);
    status = res.status;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { bestMs: round(times[0]!), medianMs: round(times[Math.floor(times.length / 2)]!), bytes, status };
}
