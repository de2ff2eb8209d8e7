import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, renderWithProviders } from '../../../test/render.tsx';
import { SupportiveResponseControl } from './supportive-response-control.tsx';

const entryId = '00000000-0000-4000-8000-000000000002';
const choices = ['You are not alone in this.', 'Sending you strength today.'];

describe('SupportiveResponseControl', () => {
  it('starts collapsed and loads the choices only when opened', async () => {
    const load = vi.fn(async () => choices);
    renderWithProviders(<SupportiveResponseControl entryId={entryId} load={load} send={vi.fn()} />);

    const toggle = screen.getByRole('button', { name: 'Send support' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(load).toHaveBeenCalledWith(entryId);
    expect(await screen.findByRole('button', { name: choices[0] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: choices[1] })).toBeInTheDocument();
  });

  it('sends the chosen response and confirms it went anonymously', async () => {
    const request = deferred<unknown>();
    const send = vi.fn(() => request.promise);
    renderWithProviders(<SupportiveResponseControl entryId={entryId} load={async () => choices} send={send} />);

    await userEvent.click(screen.getByRole('button', { name: 'Send support' }));
    await userEvent.click(await screen.findByRole('button', { name: choices[1] }));
    expect(send).toHaveBeenCalledWith({ entryId, response: choices[1] });
    expect(screen.getByRole('button', { name: choices[0] })).toBeDisabled();

    request.resolve({ sent: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Your encouragement was sent anonymously.');
    expect(screen.queryByRole('button', { name: 'Send support' })).not.toBeInTheDocument();
  });

  it('says nothing when sending fails and keeps the choices to try again', async () => {
    const send = vi.fn(async () => {
      throw new Error('429: Too many requests');
    });
    renderWithProviders(<SupportiveResponseControl entryId={entryId} load={async () => choices} send={send} />);

    await userEvent.click(screen.getByRole('button', { name: 'Send support' }));
    await userEvent.click(await screen.findByRole('button', { name: choices[0] }));
    await waitFor(() => expect(screen.getByRole('button', { name: choices[0] })).toBeEnabled());
    expect(screen.queryByText(/sent anonymously/)).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
