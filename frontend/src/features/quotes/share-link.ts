/** What happened when the guest asked to share their quote. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export type ShareCapableNavigator = Pick<Navigator, 'share' | 'canShare' | 'clipboard'>;

/**
 * Shares a link with the device's share sheet where there is one (phones), otherwise copies it
 * to the clipboard. A share the guest cancels is not a failure; a share sheet that fails for any
 * other reason falls back to copying.
 */
export async function shareLink(data: { title: string; text: string; url: string }, nav: Partial<ShareCapableNavigator> = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
