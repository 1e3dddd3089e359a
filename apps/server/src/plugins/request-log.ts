import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A read whose successful answers are logged only at `debug` (the catalogue: most of the traffic). */
    quietLog?: boolean;
  }
  interface FastifyRequest {
    /** Set once a line about this request was written (an error's): the completion line is then left out. */
    logged: boolean;
  }
}

/**
 * One line per request at most (issue 13): Fastify's own two lines (incoming, completed) are turned off and
 * this hook writes one when the answer is out. Successful catalogue reads and the web app's files, which are
 * most of the traffic, are logged at `debug` only, so `LOG_LEVEL=debug` brings them back; a request whose
 * error was already logged gets no second line.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.decorateRequest("logged", false);
  // Only at `debug`: when a request arrived, for following one that has not finished (the fault tests).
  app.addHook("onRequest", (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    request.log.debug({ req: { method: request.method, url: request.url } }, "incoming request");
    done();
  });
  app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.logged) return done();
    const quiet =
      reply.statusCode < 400 &&
      (request.routeOptions.config.quietLog === true || !request.url.startsWith("/api/"));
    const line = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (quiet) request.log.debug(line, "request completed");
    else request.log.info(line, "request completed");
    done();
  });
}
