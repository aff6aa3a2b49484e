// A small HTTP load balancer for tests and benchmarks (node:http only, so bench/ can use it too):
// each request goes to the next upstream in turn, per request and not per connection, so one
// client on one keep-alive connection still reaches every upstream. It records which upstream
// served each request and says so in an `x-balancer-upstream` answer header.
import { Agent, createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Served {
  /** Index into the upstreams the balancer was started with. */
  upstream: number;
  method: string;
  url: string;
  /** The upstream's status, or 502 when it could not be reached. */
  status: number;
}

export const upstreamHeader = "x-balancer-upstream";

/** Hop-by-hop headers (RFC 9110 7.6.1): about one connection, never forwarded. */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "upgrade",
  "proxy-authorization",
  "proxy-authenticate",
]);

function endToEnd(headers: IncomingHttpHeaders) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => value !== undefined && !hopByHop.has(name)),
  ) as Record<string, string | string[]>;
}

/**
 * Listens on 127.0.0.1 on a free port and spreads requests over `upstreams` (origins such as
 * `http://127.0.0.1:3001`) round-robin. `close()` stops it and its connections to the upstreams.
 */
export async function startBalancer(upstreams: string[]) {
  if (upstreams.length === 0) throw new Error("a balancer needs at least one upstream");
  const targets = upstreams.map((origin) => new URL(origin));
  // Keep-alive towards the upstreams, as a real balancer pools its connections.
  const agent = new Agent({ keepAlive: true });
  const served: Served[] = [];
  let next = 0;

  const server = createServer((req, res) => {
    const index = next++ % targets.length;
    const target = targets[index]!;
    const record = (status: number) =>
      served.push({ upstream: index, method: req.method ?? "", url: req.url ?? "", status });
    // A read may be sent again (RFC 9110 9.2.2); a write never is (it may have been done).
    const idempotent = req.method === "GET" || req.method === "HEAD";
    const forward = (retry: boolean) => {
      const forwarded = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: endToEnd(req.headers),
        },
        (answer) => {
          record(answer.statusCode ?? 0);
          res.writeHead(answer.statusCode ?? 502, {
            ...endToEnd(answer.headers),
            [upstreamHeader]: String(index),
          });
          answer.pipe(res);
        },
      );
      forwarded.on("error", (error) => {
        if (res.headersSent) return void res.destroy(error);
        // A kept-alive connection the upstream closed just as this request went out on it (its
        // keep-alive timeout): a read is sent again once on a new connection, as balancers do.
        if (retry && idempotent && forwarded.reusedSocket) return void forward(false);
        record(502);
        res.writeHead(502, { "content-type": "text/plain", [upstreamHeader]: String(index) });
        res.end(`upstream ${index} unreachable: ${error.message}`);
      });
      // A client that goes away mid-request takes its upstream request with it.
      req.once("error", () => forwarded.destroy());
      if (idempotent) forwarded.end();
      else req.pipe(forwarded);
    };
    forward(true);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request in the order answered (an unanswered one is not there). */
    served,
    /** How many requests each upstream served, by upstream index. */
    counts: () => targets.map((_, i) => served.filter((s) => s.upstream === i).length),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

export type Balancer = Awaited<ReturnType<typeof startBalancer>>;
