import { describe, expect, it, vi } from 'vitest';
import type { QueueController } from '../features/file-queue/queue-controller';
import { initialQueueState } from '../features/file-queue/queue-reducer';
import { QueueStore } from '../features/file-queue/queue-store';
import { conversion, row } from '../features/file-queue/test-rows';
import { createScreenQueues } from './screen-queues';

/** A list with a store and a clear button, enough for what the screens read of it. */
function fakeQueue() {
  const store = new QueueStore(initialQueueState('conversion'));
  const clear = vi.fn(() => store.dispatch({ type: 'cleared' }));
  return { queue: { store, clear, context: conversion } as unknown as QueueController, clear };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('screen queues', () => {
  it('CC-2.15 keeps one list per screen, the same one on every visit', () => {
    const create = vi.fn(() => fakeQueue().queue);
    const queues = createScreenQueues(create);
    const first = queues.queueFor('conversion:/converter', conversion);
    expect(queues.queueFor('conversion:/converter', conversion)).toBe(first);
    expect(queues.queueFor('compression:/compressor', conversion)).not.toBe(first);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('CC-2.16 CC-2.17 counts files per screen and passes clear requests to that screen only', async () => {
    const made: ReturnType<typeof fakeQueue>[] = [];
    const queues = createScreenQueues(() => {
      const fake = fakeQueue();
      made.push(fake);
      return fake.queue;
    });
    const converter = queues.queueFor('conversion:/converter', conversion);
    queues.queueFor('compression:/compressor', conversion);
    const [clearConverter, clearCompressor] = made.map((fake) => fake.clear);
    const changed = vi.fn();
    queues.subscribe(changed);
    await settle();
    converter.store.dispatch({ type: 'added', files: [row({ id: 'a' }), row({ id: 'b' })] });
    expect(queues.fileCount('conversion:/converter')).toBe(2);
    expect(queues.fileCount('compression:/compressor')).toBe(0);
    expect(queues.fileCount(undefined)).toBe(0);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(queues.clear('compression:/compressor')).toBe(false);
    expect(clearCompressor).not.toHaveBeenCalled();
    expect(queues.clear('conversion:/converter')).toBe(true);
    expect(clearConverter).toHaveBeenCalledTimes(1);
    expect(queues.fileCount('conversion:/converter')).toBe(0);
    expect(queues.clear('conversion:/converter')).toBe(false);
    expect(clearConverter).toHaveBeenCalledTimes(1);
  });
});
