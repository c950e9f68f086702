import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeSnackbar, SnackbarProvider, useSnackbar } from './toasts';

function AddButton({ message }: { message: string }) {
  const { enqueueSnackbar } = useSnackbar();
  return <button onClick={() => enqueueSnackbar(message, { variant: 'success' })}>Add</button>;
}

describe('toasts loaded after the page', () => {
  it('renders the page at once and shows a toast asked for before notistack arrived, then later ones', async () => {
    render(
      <SnackbarProvider autoHideDuration={3000} maxSnack={20}>
        <AddButton message="Added to your wishlist" />
      </SnackbarProvider>,
    );
    // The page is there before notistack is.
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(await screen.findByText('Added to your wishlist')).toBeTruthy();
    expect(document.querySelector('#notistack-snackbar')).not.toBeNull();

    act(() => closeSnackbar());
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect((await screen.findAllByText('Added to your wishlist')).length).toBeGreaterThan(0);
  });

  it('drops a queued toast closed before it could show', async () => {
    const { enqueueSnackbar } = useSnackbar();
    const key = enqueueSnackbar('Never shown');
    closeSnackbar(key);
    render(<SnackbarProvider><p>page</p></SnackbarProvider>);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Never shown')).toBeNull();
  });
});
