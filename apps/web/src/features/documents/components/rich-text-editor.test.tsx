import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { richTextDocSchema, type RichTextDoc } from '@amicus/contract/documents/rich-text';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import { RichTextEditor } from './rich-text-editor';

const letter: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Deposit demand' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Please return my deposit.' }] },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'By mail' }] }] },
      ],
    },
  ],
};

function renderEditor(value: RichTextDoc = letter) {
  const onChange = vi.fn<(doc: RichTextDoc) => void>();
  render(<RichTextEditor value={value} onChange={onChange} label="Letter body" />);
  const lastDoc = () => {
    const doc = onChange.mock.calls.at(-1)?.[0];
    if (!doc) throw new Error('no change emitted');
    // What the editor emits is what the server accepts.
    expect(richTextDocSchema.safeParse(doc).success).toBe(true);
    return doc;
  };
  return { onChange, lastDoc, user: userEvent.setup() };
}

async function selectAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: 'Letter body' }));
  await user.keyboard('{Control>}a{/Control}');
}

describe('RichTextEditor', () => {
  it('shows the body with its headings and lists, and a toolbar of named commands', () => {
    renderEditor();
    const body = screen.getByRole('textbox', { name: 'Letter body' });
    expect(within(body).getByRole('heading', { level: 1, name: 'Deposit demand' })).toBeInTheDocument();
    expect(within(body).getByRole('listitem')).toHaveTextContent('By mail');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bulleted list',
      'Numbered list',
      'Bold',
      'Italic',
      'Link',
    ]);
  });

  it('is one tab stop whose buttons the arrow keys move between', async () => {
    const { user } = renderEditor();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Heading 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Heading 3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Letter body' })).toHaveFocus();
  });

  it('makes the selection bold and a heading, and emits a body the contract accepts', async () => {
    const { user, lastDoc } = renderEditor({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Return it' }] }],
    });
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastDoc().content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Return it', marks: [{ type: 'bold' }] }],
    });
    await user.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(lastDoc().content[0]).toMatchObject({ type: 'heading', attrs: { level: 2 } });
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(lastDoc().content[0]).toMatchObject({ type: 'orderedList' });
  });

  it('links the selection through its dialog, refusing a javascript: address', async () => {
    const { user, lastDoc, onChange } = renderEditor({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'the rule' }] }],
    });
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
    const address = within(dialog).getByLabelText('Address');
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Links must be http, https or mailto');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, 'code.dccouncil.gov/us/dc/council/code/sections/42-3502.17');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastDoc().content[0]).toEqual({
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'the rule',
          marks: [
            {
              type: 'link',
              attrs: { href: 'https://code.dccouncil.gov/us/dc/council/code/sections/42-3502.17' },
            },
          ],
        },
      ],
    });
  });

  it('opens the link dialog with Ctrl+K, and removes a link', async () => {
    const { user, lastDoc } = renderEditor({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'write to me',
              marks: [{ type: 'link', attrs: { href: 'mailto:d@example.com' } }],
            },
          ],
        },
      ],
    });
    await selectAll(user);
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(within(dialog).getByLabelText('Address')).toHaveValue('mailto:d@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    expect(lastDoc().content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'write to me' }],
    });
  });

  it('has no toolbar when read-only', () => {
    render(<RichTextEditor value={letter} onChange={() => {}} label="Letter body" readOnly />);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Letter body' })).toHaveAttribute('contenteditable', 'false');
  });
});

describe('LazyRichTextEditor', () => {
  it('shows a placeholder while the editor loads, then the editor', async () => {
    render(<LazyRichTextEditor value={letter} onChange={() => {}} label="Letter body" />);
    expect(screen.getByRole('status', { name: 'Loading the editor' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Letter body' })).toBeInTheDocument();
  });
});
