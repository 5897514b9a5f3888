import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { legalQuestionnaireSchema, type LegalQuestionnaire } from '@amicus/contract/chats/schemas';
import { withDefaultCountry, type PlaceNames } from '@/lib/places';
import { PlaceSelect } from './place-select';
import { PlaceSelectFields } from './place-select-fields';

/** The picker holding its place as a form would, showing what it would send. */
function Harness({ initial, ...props }: { initial: PlaceNames; anyCountry?: string; anyState?: string }) {
  const [place, setPlace] = useState(initial);
  return (
    <>
      <PlaceSelect value={place} onChange={setPlace} {...props} />
      <output data-testid="sent">{`${place.country} | ${place.state}`}</output>
    </>
  );
}

const sent = () => screen.getByTestId('sent').textContent;
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('PlaceSelect', () => {
  it('offers every country by name and the chosen country’s states, and sends names', async () => {
    const user = userEvent.setup();
    render(<Harness initial={withDefaultCountry({ country: '', state: '' })} />);
    const country = screen.getByLabelText('Country');
    expect(country).toHaveValue('United States');
    const countries = optionTexts(country);
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toEqual(expect.arrayContaining(['Canada', 'France', 'United Kingdom', 'Ireland']));

    const state = screen.getByLabelText('State / Province');
    expect(state).toHaveValue('');
    expect(optionTexts(state)).toEqual(
      expect.arrayContaining(['Choose a state or province', 'Ohio', 'District of Columbia', 'Texas']),
    );
    await user.selectOptions(state, 'Ohio');
    expect(sent()).toBe('United States | Ohio');

    // Another country lists its own provinces, and the state is chosen again.
    await user.selectOptions(country, 'Canada');
    expect(sent()).toBe('Canada | ');
    expect(optionTexts(screen.getByLabelText('State / Province'))).toContain('Ontario');
    expect(optionTexts(screen.getByLabelText('State / Province'))).not.toContain('Ohio');
    await user.selectOptions(screen.getByLabelText('State / Province'), 'Ontario');
    expect(sent()).toBe('Canada | Ontario');
  });

  it('gives a country without states in ISO’s list a text field for its state', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ country: 'United States', state: '' }} />);
    await user.selectOptions(screen.getByLabelText('Country'), 'Bermuda');
    const state = screen.getByLabelText('State / Province');
    expect(state.tagName).toBe('INPUT');
    await user.type(state, 'Hamilton');
    expect(sent()).toBe('Bermuda | Hamilton');
  });

  it('keeps a place typed in earlier, as typed and chosen, until another is picked', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ country: 'USA', state: 'Washington DC' }} />);
    const country = screen.getByLabelText('Country');
    const state = screen.getByLabelText('State / Province');
    expect(country).toHaveValue('USA');
    expect(within(country).getByRole('option', { name: 'USA' })).toHaveProperty('selected', true);
    // "USA" is the United States: its states are offered, the typed one chosen among them.
    expect(state).toHaveValue('Washington DC');
    expect(optionTexts(state)).toEqual(expect.arrayContaining(['Washington DC', 'District of Columbia']));
    expect(sent()).toBe('USA | Washington DC');

    await user.selectOptions(state, 'District of Columbia');
    expect(sent()).toBe('USA | District of Columbia');
    expect(optionTexts(state)).not.toContain('Washington DC');
    // Choosing the country from the list keeps a state it lists.
    await user.selectOptions(country, 'United States');
    expect(sent()).toBe('United States | District of Columbia');
    expect(optionTexts(country)).not.toContain('USA');
  });

  it('keeps a country no list knows, with its state as typed text', () => {
    render(<Harness initial={{ country: 'Atlantis', state: 'Poseidonia' }} />);
    expect(screen.getByLabelText('Country')).toHaveValue('Atlantis');
    expect(screen.getByLabelText('State / Province')).toHaveValue('Poseidonia');
    expect(screen.getByLabelText('State / Province').tagName).toBe('INPUT');
  });

  it('can mean anywhere, or a country as a whole, where a filter needs it', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={{ country: '', state: '' }}
        anyCountry="All jurisdictions"
        anyState="National law only"
      />,
    );
    expect(screen.getByLabelText('Country')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'All jurisdictions' })).toBeInTheDocument();
    expect(screen.queryByLabelText('State / Province')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Country'), 'United States');
    expect(screen.getByLabelText('State / Province')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'National law only' })).toBeInTheDocument();
    // A country without states has no state field at all.
    await user.selectOptions(screen.getByLabelText('Country'), 'Bermuda');
    expect(screen.queryByLabelText('State / Province')).toBeNull();
  });
});

/** The questionnaire's own schema behind the picker, as in the chat. */
function QuestionnaireHarness({ onSubmit }: { onSubmit: (values: LegalQuestionnaire) => void }) {
  const form = useForm<z.input<typeof legalQuestionnaireSchema>, unknown, LegalQuestionnaire>({
    resolver: zodResolver(legalQuestionnaireSchema),
    defaultValues: withDefaultCountry({
      country: '',
      state: '',
      role: 'plaintiff' as const,
      description: 'Deposit kept.',
    }),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <PlaceSelectFields control={form.control} />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('PlaceSelectFields', () => {
  it('shows the contract’s messages under the lists and submits the chosen names', async () => {
    const user = userEvent.setup();
    const submitted: LegalQuestionnaire[] = [];
    render(<QuestionnaireHarness onSubmit={(values) => submitted.push(values)} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('State is required')).toBeInTheDocument();
    expect(screen.getByLabelText('State / Province')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('State / Province')).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Country'), '');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Country is required')).toBeInTheDocument();
    expect(submitted).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Country'), 'United States');
    await user.selectOptions(screen.getByLabelText('State / Province'), 'Ohio');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([
      { country: 'United States', state: 'Ohio', role: 'plaintiff', description: 'Deposit kept.' },
    ]);
  });
});
