// The peer of the download benchmark: the leanest streaming proxy plain Node allows. Each request is
// fetched from the upstream with http.get and the answer piped back with its status and headers — no
// checks, no caps, no header filtering — so it shows what relaying alone costs on this machine.
// Usage (fork): plain-proxy.mjs <port> <upstream origin, e.g. http://127.0.0.1:1234>
import { createServer, get } from 'node:http';

const [, , port, upstream] = process.argv;

const server = createServer((req, res) => {
  const outbound = get(`${upstream}${req.url}`, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  outbound.on('error', () => res.destroy());
  // The visitor left before the end: stop fetching for them.
  res.on('close', () => {
    if (!res.writableFinished) outbound.destroy();
  });
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
