import type { JobEvents } from '../repositories/realtime/job-events.repository.js';

/**
 * Job messages as the queue publishes them, passed on to whoever is attached: the http part attaches
 * its socket server when it starts; a process without one (a worker role) tells no one.
 */
export interface JobEventsRelay extends JobEvents {
  /** Passes every later message to `sink` too; answers the detach. */
  attach(sink: JobEvents): () => void;
}

export function createJobEventsRelay(): JobEventsRelay {
  const sinks = new Set<JobEvents>();
  return {
    progress(message) {
      for (const sink of sinks) sink.progress(message);
    },
    update(message) {
      for (const sink of sinks) sink.update(message);
    },
    attach(sink) {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
  };
}
