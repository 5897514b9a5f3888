import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ReactMarkdown from 'react-markdown';
import { MarkdownContent } from './markdown-content';

// Counts how often each block's text goes through the Markdown parser, while still rendering it for real.
const parsed = vi.hoisted(() => [] as string[]);
vi.mock('react-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactMarkdown>();
  const Counting = (props: Parameters<typeof actual.default>[0]) => {
    parsed.push(String(props.children));
    return actual.default(props);
  };
  return { ...actual, default: Counting };
});

describe('MarkdownContent', () => {
  beforeEach(() => {
    parsed.length = 0;
  });
  afterEach(cleanup);

  it('renders the formatting the spec lists', () => {
    const { container } = render(
      <MarkdownContent
        text={[
          '## Heading',
          '',
          'Some **bold**, *italic*, ~~struck~~ and `code`.',
          '',
          '> A quote',
          '',
          '- one',
          '- two',
          '',
          '[safe](https://example.org) and [unsafe](javascript:alert(1)) and [relative](/chat/new)',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Heading' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('em')).toHaveTextContent('italic');
    expect(container.querySelector('del')).toHaveTextContent('struck');
    expect(container.querySelector('code')).toHaveTextContent('code');
    expect(container.querySelector('blockquote')).toHaveTextContent('A quote');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'safe' })).toHaveAttribute('href', 'https://example.org');
    expect(screen.getByRole('link', { name: 'relative' })).toHaveAttribute('href', '/chat/new');
    // The unsafe link keeps its text but has no target at all.
    expect(screen.queryByRole('link', { name: 'unsafe' })).toBeNull();
    expect(screen.getByText('unsafe')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('opens a link to another site, protocol-relative ones too, in a new tab without opener or referrer', () => {
    render(
      <MarkdownContent
        text={'[full](https://example.org/a) [relative](//evil.example/path) [in app](/chat/new)'}
      />,
    );
    for (const name of ['full', 'relative']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
    }
    const inApp = screen.getByRole('link', { name: 'in app' });
    expect(inApp).not.toHaveAttribute('target');
    expect(inApp).not.toHaveAttribute('rel');
  });

  it('resolves reference links and footnotes defined in another block, as a streamed reply is shown', () => {
    const { container } = render(
      <MarkdownContent
        text={[
          'See [the statute][1] for details.[^note]',
          '',
          '[1]: https://example.org/statute',
          '',
          '[^note]: Time limits vary by state.',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('link', { name: 'the statute' })).toHaveAttribute(
      'href',
      'https://example.org/statute',
    );
    expect(container).not.toHaveTextContent('[1]');
    expect(container.querySelector('section[data-footnotes]')).toHaveTextContent(
      'Time limits vary by state.',
    );
  });

  it('does not re-render completed blocks when text is appended to the last one', () => {
    const first = '# Your deposit\n\nThe landlord has 14 days.';
    const { rerender } = render(<MarkdownContent text={first} />);
    expect(parsed).toEqual(['# Your deposit', 'The landlord has 14 days.']);

    parsed.length = 0;
    rerender(<MarkdownContent text={`${first} After that`} />);
    rerender(<MarkdownContent text={`${first} After that, write to them.\n\n- Keep`} />);
    expect(parsed).toEqual([
      'The landlord has 14 days. After that',
      'The landlord has 14 days. After that, write to them.',
      '- Keep',
    ]);
    expect(parsed).not.toContain('# Your deposit');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your deposit');
    expect(screen.getByRole('listitem')).toHaveTextContent('Keep');
  });

  it('leaves out a heading whose text has not arrived yet, as a streaming reply can have', () => {
    const { container } = render(<MarkdownContent text={'Your rights.\n\n## '} />);
    expect(container.querySelector('h2')).toBeNull();
    expect(screen.getByText('Your rights.')).toBeInTheDocument();
  });
});
