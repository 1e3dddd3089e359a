import type { FastifyInstance } from "fastify";

/**
 * Once the app is closing, every answer says `Connection: close`. Closing the server refuses new
 * connections and ends idle ones, but a keep-alive connection whose request is still in flight becomes idle
 * only after its answer, and would then hold the shutdown open until its deadline; with this header Node
 * ends it as soon as the answer is out, so the shutdown finishes when the last request does.
 */
export function registerDrainOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
}
