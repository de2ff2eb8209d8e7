import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreatedEntry } from '../../../lib/api-types.ts';
import { localKeys, sessionKeys } from '../../../lib/storage-keys.ts';
import { deferred, renderWithProviders } from '../../../test/render.tsx';
import type { NewEntry } from '../api/create-entry.ts';
import { WriteForm } from './write-form.tsx';

const PROMPT = 'What felt heavy today?';
const created = (input: NewEntry): CreatedEntry => ({
  ...input,
  entryId: '00000000-0000-4000-8000-000000000003',
  timestamp: new Date().toISOString(),
  aiReflection: 'Thank you for sharing.',
  supportCount: 0,
  loveCount: 0,
  strengthCount: 0,
  myReaction: null,
  moderationStatus: 'visible',
  safety: { level: 'none' },
});

function setup(submit: (entry: NewEntry) => Promise<CreatedEntry> = async (input) => created(input)) {
  const onSubmitted = vi.fn();
  const spy = vi.fn(submit);
  renderWithProviders(<WriteForm prompt={PROMPT} submit={spy} onSubmitted={onSubmitted} />);
  return { submit: spy, onSubmitted };
}

const textarea = () => screen.getByRole('textbox', { name: 'Your reflection' });
const submitButton = () => screen.getByRole('button', { name: /submit for reflection|generating reflection/i });
const typeText = (value: string) => fireEvent.change(textarea(), { target: { value } });

describe('WriteForm', () => {
  it('offers the six moods as one labelled radio group', () => {
    setup();
    const group = screen.getByRole('radiogroup', { name: 'How are you feeling?' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0]!);
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '😔 Reflective',
      '😡 Frustrated',
      '😶‍🌫️ Uncertain',
      '🥺 Seeking',
      '🙃 Transforming',
      '😊 Joyful',
    ]);
  });

  it('counts characters live and stops at 1000', () => {
    setup();
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    expect(textarea()).toHaveAttribute('placeholder', expect.stringContaining('10-1000 characters'));
    typeText('Hello');
    expect(screen.getByText('5/1000')).toBeInTheDocument();
    typeText('x'.repeat(1200));
    expect(textarea()).toHaveValue('x'.repeat(1000));
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
  });

  it('says so beside the field when pasted text is cut at 1,000 characters, and forgets it once it fits', () => {
    setup();
    typeText('x'.repeat(1200));
    const notice = screen.getByRole('status', { name: '' });
    expect(notice).toHaveTextContent(
      'Entries hold up to 1,000 characters, so the last 200 of what you added were left out.',
    );
    expect(textarea()).toHaveAccessibleDescription(expect.stringContaining('the last 200 of what you added'));
    typeText('x'.repeat(999));
    expect(screen.queryByText(/were left out/)).not.toBeInTheDocument();
  });

  it('keeps Submit disabled until a mood is chosen and something is written', async () => {
    setup();
    expect(submitButton()).toBeDisabled();
    typeText('Some words here');
    expect(submitButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '😔 Reflective' }));
    expect(submitButton()).toBeEnabled();
    typeText('');
    expect(submitButton()).toBeDisabled();
  });

  it('asks for a mood and a reflection when the text is blank', async () => {
    const { submit } = setup();
    await userEvent.click(screen.getByRole('radio', { name: '😊 Joyful' }));
    typeText('    ');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please select a mood and write your reflection.')).toBeInTheDocument();
    // Beside the field too, tied to it.
    expect(textarea()).toHaveAttribute('aria-invalid', 'true');
    expect(textarea()).toHaveAccessibleDescription(
      expect.stringContaining('Write a few words first: at least 10 characters.'),
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks for at least 10 characters', async () => {
    const { submit } = setup();
    await userEvent.click(screen.getByRole('radio', { name: '🥺 Seeking' }));
    typeText('  too short  ');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Entry too short')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(textarea()).toHaveAccessibleDescription(expect.stringContaining('9 of 10 characters so far'));
    typeText('  no longer too short  ');
    expect(textarea()).not.toHaveAttribute('aria-invalid');
    expect(submit).not.toHaveBeenCalled();
  });

  it('shares nothing unless the switch is turned on', async () => {
    const { submit } = setup();
    const share = screen.getByRole('switch', { name: 'Share anonymously with the community' });
    expect(share).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '😔 Reflective' }));
    typeText('Today was long but I am still here.');
    await userEvent.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toEqual({
      moodTag: '😔',
      promptUsed: PROMPT,
      journalText: 'Today was long but I am still here.',
      visibility: 'private',
    });
  });

  it('while pending reads "Generating Reflection...", then confirms, clears the draft and moves on', async () => {
    const request = deferred<CreatedEntry>();
    const { submit, onSubmitted } = setup(() => request.promise);
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('radio', { name: '🙃 Transforming' }));
    typeText('I tried something new and it helped.');
    expect(localStorage.getItem(localKeys.writeDraft)).toContain('I tried something new');

    await userEvent.click(submitButton());
    expect(submitButton()).toHaveTextContent('Generating Reflection...');
    expect(submitButton()).toBeDisabled();
    expect(submit.mock.calls[0]![0].visibility).toBe('public');

    const entry = created(submit.mock.calls[0]![0]);
    request.resolve(entry);
    expect(await screen.findByText('Entry submitted!')).toBeInTheDocument();
    expect(screen.getByText('Your reflection has been generated.')).toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledWith(entry);
    expect(localStorage.getItem(localKeys.writeDraft)).toBeNull();
  });

  it('shows no "Entry submitted!" toast over a crisis answer, and still moves on to it', async () => {
    const { submit, onSubmitted } = setup(async (input) => ({ ...created(input), safety: { level: 'crisis' } }));
    await userEvent.click(screen.getByRole('radio', { name: '😔 Reflective' }));
    typeText('I do not want to be here anymore.');
    await userEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Entry submitted!')).toBeNull();
    expect(localStorage.getItem(localKeys.writeDraft)).toBeNull();
  });

  it('on failure says so and keeps every word', async () => {
    const { onSubmitted } = setup(async () => {
      throw new Error('500: Internal server error');
    });
    await userEvent.click(screen.getByRole('radio', { name: '😡 Frustrated' }));
    typeText('Nothing went right at work today.');
    await userEvent.click(submitButton());

    expect(await screen.findByText('Failed to submit entry. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(textarea()).toHaveValue('Nothing went right at work today.');
    expect(submitButton()).toHaveTextContent('Submit for Reflection');
    expect(JSON.parse(localStorage.getItem(localKeys.writeDraft)!)).toEqual({
      text: 'Nothing went right at work today.',
      mood: '😡',
      isPublic: false,
    });
  });

  it('restores a draft left on this device', () => {
    localStorage.setItem(localKeys.writeDraft, JSON.stringify({ text: 'Where was I…', mood: '🥺', isPublic: true }));
    setup();
    expect(textarea()).toHaveValue('Where was I…');
    expect(screen.getByRole('radio', { name: '🥺 Seeking' })).toBeChecked();
    expect(screen.getByRole('switch')).toBeChecked();
    expect(screen.getByText('We kept what you were writing.')).toBeInTheDocument();
  });

  it('lets the writer start over from a restored draft', async () => {
    localStorage.setItem(localKeys.writeDraft, JSON.stringify({ text: 'Old words', mood: '😔', isPublic: false }));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(textarea()).toHaveValue('');
    expect(screen.getByRole('radio', { name: '😔 Reflective' })).not.toBeChecked();
    expect(localStorage.getItem(localKeys.writeDraft)).toBeNull();
  });

  it('continues text started on Home', () => {
    sessionStorage.setItem(sessionKeys.startedText, 'I started on the home page');
    setup();
    expect(textarea()).toHaveValue('I started on the home page');
    expect(sessionStorage.getItem(sessionKeys.startedText)).toBeNull();
  });
});
