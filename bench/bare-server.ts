// The yardstick: a bare node:http server answering every request with the same bytes as the shop's catalogue.
import { createServer } from "node:http";

const { body, headers } = JSON.parse(process.env.BARE_RESPONSE ?? "{}") as {
  body: string;
  headers: Record<string, string>;
};
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
