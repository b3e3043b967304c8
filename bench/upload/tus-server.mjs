// The peer of the upload benchmark: @tus/server with its file store, as its docs set it up.
import { createServer } from 'node:http';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

const [, , port, directory] = process.argv;
const tus = new Server({ path: '/files', datastore: new FileStore({ directory }) });
const server = createServer((req, res) => tus.handle(req, res));
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
