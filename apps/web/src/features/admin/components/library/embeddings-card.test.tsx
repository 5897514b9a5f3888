import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LibraryEmbeddingsStatus } from '@amicus/contract/library/admin-schemas';
import { EmbeddingsCard } from './embeddings-card';

const job = (over: Partial<NonNullable<LibraryEmbeddingsStatus['job']>>) => ({
  id: 7,
  kind: 'library-embed',
  status: 'succeeded' as const,
  progress: 100,
  stage: null,
  attempts: 1,
  cancelRequested: false,
  error: null,
  result: null,
  createdAt: '2026-11-27T05:00:00.000Z',
  updatedAt: '2026-11-27T05:01:00.000Z',
  finishedAt: '2026-11-27T05:01:00.000Z',
  ...over,
});
const on = (over: Partial<LibraryEmbeddingsStatus>): LibraryEmbeddingsStatus => ({
  state: 'on',
  model: 'openai/text-embedding-3-small',
  reason: null,
  embedded: 24_055,
  total: 24_055,
  job: job({}),
  ...over,
});

describe('EmbeddingsCard', () => {
  it('says search ranks by words alone when no provider is configured', () => {
    render(
      <EmbeddingsCard
        status={{ state: 'off', model: null, reason: null, embedded: 0, total: 0, job: null }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Search by meaning' })).toHaveTextContent('Off');
    expect(screen.getByText(/No embedding provider is configured/)).toBeInTheDocument();
  });

  it('names the model and why vectors cannot be stored', () => {
    render(
      <EmbeddingsCard
        status={{
          state: 'unavailable',
          model: 'ollama/nomic',
          reason: 'pgvector is not installed',
          embedded: 0,
          total: 0,
          job: null,
        }}
      />,
    );
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(
      screen.getByText(
        'An embedding provider is configured (ollama/nomic), but pgvector is not installed: search ranks sections by their words alone.',
      ),
    ).toBeInTheDocument();
  });

  it('counts the sections with vectors, and shows a running or failed embedding run', () => {
    const { rerender } = render(<EmbeddingsCard status={on({})} />);
    expect(screen.getByText('Every section has a vector: 24,055.')).toBeInTheDocument();
    rerender(
      <EmbeddingsCard
        status={on({
          embedded: 1_200,
          job: job({ status: 'running', stage: 'Embedding sections: 1200 of 24055' }),
        })}
      />,
    );
    expect(screen.getByText(/1,200 of 24,055 sections have a vector/)).toBeInTheDocument();
    expect(screen.getByText('Embedding sections: 1200 of 24055…')).toBeInTheDocument();
    rerender(
      <EmbeddingsCard
        status={on({
          embedded: 0,
          job: job({ status: 'failed', error: 'The embedding provider rejected the API key.' }),
        })}
      />,
    );
    expect(
      screen.getByText(/The last embedding run failed .*: The embedding provider rejected the API key\./),
    ).toBeInTheDocument();
  });
});
