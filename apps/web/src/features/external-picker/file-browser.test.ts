import { describe, expect, it } from 'vitest';
import type { DriveFile } from './drives/drive-file';
import { searchFiles, selectedFiles, sortFiles, toggleSelected } from './file-browser';

const file = (name: string, size: number | undefined, modifiedTime: string | undefined): DriveFile => ({
  id: name,
  name,
  size,
  mimeType: 'video/mp4',
  thumbnailUrl: undefined,
  modifiedTime,
  source: 'google-drive',
  downloadUrl: undefined,
});

const files = [
  file('clip 10.mp4', 300, '2024-01-01T00:00:00Z'),
  file('Clip 2.mp4', 100, '2024-03-01T00:00:00Z'),
  file('beach.mov', undefined, undefined),
  file('alpha.mkv', 200, '2024-02-01T00:00:00Z'),
];
const names = (list: readonly DriveFile[]) => list.map((f) => f.name);

describe('file browser', () => {
  it('searches names by every word, in any case', () => {
    expect(names(searchFiles(files, 'CLIP', 'en'))).toEqual(['clip 10.mp4', 'Clip 2.mp4']);
    expect(names(searchFiles(files, ' clip  2 ', 'en'))).toEqual(['Clip 2.mp4']);
    expect(searchFiles(files, '   ', 'en')).toBe(files);
  });

  it('sorts by name (numbers as numbers), newest first, largest first; unknowns last', () => {
    expect(names(sortFiles(files, 'name', 'en'))).toEqual([
      'alpha.mkv',
      'beach.mov',
      'Clip 2.mp4',
      'clip 10.mp4',
    ]);
    expect(names(sortFiles(files, 'modified', 'en'))).toEqual([
      'Clip 2.mp4',
      'alpha.mkv',
      'clip 10.mp4',
      'beach.mov',
    ]);
    expect(names(sortFiles(files, 'size', 'en'))).toEqual([
      'clip 10.mp4',
      'alpha.mkv',
      'Clip 2.mp4',
      'beach.mov',
    ]);
  });

  it('selects several files, toggles one off, and keeps only listed ones', () => {
    let selected: ReadonlySet<string> = new Set();
    selected = toggleSelected(selected, 'alpha.mkv');
    selected = toggleSelected(selected, 'beach.mov');
    selected = toggleSelected(selected, 'gone.mp4');
    expect(names(selectedFiles(files, selected))).toEqual(['beach.mov', 'alpha.mkv']);
    selected = toggleSelected(selected, 'beach.mov');
    expect(names(selectedFiles(files, selected))).toEqual(['alpha.mkv']);
  });
});
