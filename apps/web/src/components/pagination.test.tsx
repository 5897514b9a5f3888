import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pageItems, Pagination, showingLabel } from './pagination';

describe('pageItems', () => {
  it('lists every page when they fit in seven slots', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis on the far side near either end', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows one sibling each side of the current page with ellipses on both sides in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'start-ellipsis', 15, 16, 17, 'end-ellipsis', 20]);
    // Always seven items, so the buttons do not shift as the page moves.
    for (let page = 1; page <= 20; page++) expect(pageItems(page, 20)).toHaveLength(7);
  });

  it('widens with a larger sibling count', () => {
    expect(pageItems(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });
});

describe('showingLabel', () => {
  it("reads 'Showing X-Y of N items', the last page ending at N", () => {
    expect(showingLabel(1, 10, 45)).toBe('Showing 1-10 of 45 items');
    expect(showingLabel(5, 10, 45)).toBe('Showing 41-45 of 45 items');
    expect(showingLabel(1, 10, 0)).toBe('Showing 0-0 of 0 items');
  });
});

function Harness({ total, onChange }: { total: number; onChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      pageSize={10}
      total={total}
      onPageChange={(next) => {
        setPage(next);
        onChange?.(next);
      }}
    />
  );
}

describe('<Pagination>', () => {
  it('moves with first, previous, numbered, next and last, and disables what leads nowhere', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness total={95} onChange={onChange} />);
    expect(screen.getByText('Showing 1-10 of 95 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to first page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('Showing 11-20 of 95 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(screen.getByText('Showing 91-95 of 95 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(screen.getByText('Showing 51-60 of 95 items')).toBeInTheDocument();
    // Page 6 of 10: 1 … 5 6 7 … 10
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '1',
      '5',
      '6',
      '7',
      '10',
    ]);
    expect(screen.getAllByText('…')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await user.click(screen.getByRole('button', { name: 'Go to first page' }));
    expect(onChange.mock.calls.map(([p]) => p)).toEqual([2, 10, 6, 5, 1]);
  });

  it('does not call back for the page already shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness total={30} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers the page sizes when asked', async () => {
    const onSize = vi.fn();
    render(
      <Pagination
        page={1}
        pageSize={10}
        total={100}
        onPageChange={() => undefined}
        pageSizeOptions={[5, 10, 20, 50]}
        onPageSizeChange={onSize}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('10');
  });
});
