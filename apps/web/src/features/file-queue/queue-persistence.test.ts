import { describe, expect, it } from 'vitest';
import { restoreRows, serializeRows, storageKey } from './queue-persistence';
import { row } from './test-rows';

describe('saved lists', () => {
  it('CC-2.15 keeps rows the server holds, per screen key', () => {
    expect(storageKey('conversion:/converter/mov-to-mp4')).toBe(
      'mediaforge.queue:conversion:/converter/mov-to-mp4',
    );
    const rows = [
      row({ id: 'a', status: 'completed', fileId: 'f1', result: { fileId: 'o' } }),
      row({ id: 'b', status: 'pending' }),
      row({ id: 'c', status: 'converting', fileId: 'f3', jobId: 'j3' }),
      row({ id: 'd', status: 'converting', fileId: 'f4' }),
    ];
    const restored = restoreRows(serializeRows(rows));
    expect(restored.map((r) => [r.id, r.status])).toEqual([
      ['a', 'completed'],
      ['c', 'converting'],
      ['d', 'upload_ready'],
    ]);
    expect(restored[0]?.result).toEqual({ fileId: 'o' });
  });

  it('drops the stop-revert copy and anything unreadable', () => {
    const stopped = row({
      id: 'a',
      status: 'error',
      fileId: 'f',
      beforeCancel: row({ status: 'converting' }),
    });
    expect(restoreRows(serializeRows([stopped]))[0]?.beforeCancel).toBeUndefined();
    expect(restoreRows('not json')).toEqual([]);
    expect(restoreRows('[{"id":1}, {"id":"x","name":"n","size":1,"status":"bogus","fileId":"f"}]')).toEqual(
      [],
    );
    expect(restoreRows(null)).toEqual([]);
  });
});
