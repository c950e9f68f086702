/** The id of the banner the shopper closed, kept in localStorage so it stays hidden (SPEC.md §2). */
export const DISMISSED_BANNER_KEY = 'dismissedPromoBannerId';

export function dismissedBannerId(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_BANNER_KEY);
  } catch {
    return null;
  }
}

export function rememberDismissedBanner(id: string): void {
  try {
    window.localStorage.setItem(DISMISSED_BANNER_KEY, id);
  } catch {
    // Private mode or full storage: it stays hidden for this visit only.
  }
}
