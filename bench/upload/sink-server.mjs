// The physical-limit reference of the upload benchmark: one HTTP PUT streamed straight into a file.
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { pipeline } from 'node:stream/promises';

const [, , port, target] = process.argv;
const server = createServer((req, res) => {
  pipeline(req, createWriteStream(target)).then(
    () => res.writeHead(204).end(),
    (error) => res.writeHead(500).end(String(error)),
  );
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
