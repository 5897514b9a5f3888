import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LibraryImport } from '@amicus/contract/library/admin-schemas';
import { ImportHistory } from './import-history';

const base: LibraryImport = {
  id: 1,
  kind: 'library-import',
  status: 'succeeded',
  progress: 100,
  stage: null,
  attempts: 1,
  cancelRequested: false,
  error: null,
  result: {
    read: 23_923,
    added: 23_923,
    changed: 0,
    unchanged: 0,
    withdrawn: 0,
    failed: 0,
    format: 'open-law-xml',
    sources: [],
    failures: [],
  },
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:01:00.000Z',
  finishedAt: '2026-11-28T10:01:00.000Z',
  files: ['dc-code.tar.gz'],
  jurisdiction: 'US-DC',
  format: null,
  asOf: null,
  via: 'command-line',
};

describe('ImportHistory', () => {
  afterEach(cleanup);

  it('lists each import with where it came from and how it ended', () => {
    render(
      <ImportHistory
        imports={[
          {
            ...base,
            id: 2,
            via: 'upload',
            files: ['a.xml', 'b.xml'],
            status: 'running',
            progress: 40,
            result: null,
          },
          base,
          {
            ...base,
            id: 0,
            files: ['missing.tar.gz'],
            status: 'failed',
            result: null,
            error: 'missing.tar.gz does not exist',
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Import history' })).toBeTruthy();
    const rows = screen.getAllByTestId('import-history-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2 files', 'Upload', 'Importing', '40%'],
      [
        'dc-code.tar.gz',
        'Command line',
        'Finished',
        '23,923 added, 0 changed, 0 unchanged, 0 withdrawn, 0 failed',
      ],
      ['missing.tar.gz', 'Command line', 'Failed', 'missing.tar.gz does not exist'],
    ]);
  });

  it('shows nothing before the first import', () => {
    const { container } = render(<ImportHistory imports={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
