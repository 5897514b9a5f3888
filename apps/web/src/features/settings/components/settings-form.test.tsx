import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModelOption } from '@amicus/contract/settings/schemas';
import { SettingsForm } from './settings-form';

const models: ModelOption[] = [
  { id: 'offline:amicus-offline', label: 'Amicus offline model', provider: 'offline', available: true },
  { id: 'openai:gpt-4o', label: 'OpenAI GPT-4o', provider: 'openai', available: false },
];

function renderForm(settings: { model: string; apiKey: string; systemPrompt: string }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SettingsForm settings={settings} models={models} />
    </QueryClientProvider>,
  );
}

describe('SettingsForm', () => {
  afterEach(cleanup);

  it('asks for a model when the saved one is no longer offered, and for a key and a prompt', async () => {
    renderForm({ model: 'anthropic:retired-model', apiKey: '', systemPrompt: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please select an LLM model.')).toBeInTheDocument();
    expect(screen.getByText('API key is required')).toBeInTheDocument();
    expect(screen.getByText('System prompt is required')).toBeInTheDocument();
  });

  it('starts from the saved settings, with the key as its mask in a password field', () => {
    renderForm({ model: 'offline:amicus-offline', apiKey: 'sk-t••••••••', systemPrompt: 'Be brief.' });
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('Amicus offline model');
    const key = screen.getByLabelText('API key');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('sk-t••••••••');
    expect(screen.getByLabelText('System prompt')).toHaveValue('Be brief.');
  });

  it('says which characters of the saved key its mask keeps, since the field shows only dots', () => {
    renderForm({ model: 'offline:amicus-offline', apiKey: 'sk-t••••••••', systemPrompt: 'Be brief.' });
    expect(screen.getByLabelText('API key')).toHaveAccessibleDescription(
      'A key starting “sk-t” is saved. Leave the field as it is to keep it; the offline model needs none.',
    );
  });

  it('asks no key for the offline model, and one for a hosted model', async () => {
    renderForm({ model: 'openai:gpt-4o', apiKey: '', systemPrompt: 'Be brief.' });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('API key is required')).toBeInTheDocument();

    cleanup();
    renderForm({ model: 'offline:amicus-offline', apiKey: '', systemPrompt: 'Be brief.' });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByRole('button', { name: 'Save settings' });
    expect(screen.queryByText('API key is required')).not.toBeInTheDocument();
  });
});
