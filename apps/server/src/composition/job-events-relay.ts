import type { JobEvents } from '../repositories/realtime/job-events.repository.js';

/**
 * Job messages as the queue publishes them, passed on to whoever is attached: the http part attaches
 * its socket server when it starts. A process without one (a worker role) tells `remote` instead: in
 * the scaled mode the Redis emitter that reaches the API nodes' sockets; embedded, no one.
 */
export interface JobEventsRelay extends JobEvents {
  /** Passes every later message to `sink` too; answers the detach. */
  attach(sink: JobEvents): () => void;
}

export function createJobEventsRelay(remote?: JobEvents): JobEventsRelay {
  const sinks = new Set<JobEvents>();
  // A socket server with the Redis adapter already broadcasts to every node: `remote` would repeat it.
  const targets = (): Iterable<JobEvents> => (sinks.size > 0 || !remote ? sinks : [remote]);
  return {
    progress(message) {
      for (const sink of targets()) sink.progress(message);
    },
    update(message) {
      for (const sink of targets()) sink.update(message);
    },
    attach(sink) {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
  };
}
