import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';

/**
 * The live socket (converter-compressor.md §4 "Batching and polling", downloader.md §7). Job
 * subscriptions arrive with the job service; for now a client learns it is connected.
 */
export function createSocketServer(httpServer: HttpServer): Server {
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  io.on('connection', (socket) => {
    socket.emit('connected', { socketId: socket.id });
  });
  return io;
}
