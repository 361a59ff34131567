import { expect, type Locator, type Page } from '@playwright/test';
import { allow } from './timing';

/**
 * Moves a kanban card one column to the right by keyboard, as a keyboard user does: Space picks it up, ArrowRight
 * moves it, Space drops it. The board measures its columns just after the pick-up, so an arrow pressed before the
 * board has said where the card is does not move it yet: each step waits for the board's announcement.
 */
export async function moveCardRightByKeyboard(
  page: Page,
  card: Locator,
  from: string,
  to: string,
): Promise<void> {
  await card.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`is over column ${from}`))).toBeAttached();
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(new RegExp(`is over column ${to}`))).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: allow(10_000) });
  await page.keyboard.press('Space');
}
