import type { Browser } from 'playwright-core';

// Stripe's test card that always pays, and a date and code it accepts.
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Smoke Check' };

/**
 * Pays a Checkout Session on its hosted page as a guest does, with Stripe's test card: Stripe's
 * own page in test mode, or the local stack's payment simulator, which has the same field ids
 * and pay button. Resolves once the page has sent the browser on (to the booking's success URL).
 */
export async function payOnCheckoutPage(browser: Browser, checkoutUrl: string, timeoutMs: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.goto(checkoutUrl);
    await page.locator('#cardNumber').fill(TEST_CARD.number);
    await page.locator('#cardExpiry').fill(TEST_CARD.expiry);
    await page.locator('#cardCvc').fill(TEST_CARD.cvc);
    await page.locator('#billingName').fill(TEST_CARD.name);
    // Stripe asks for the country and, for some, a postal code; the simulator asks for neither.
    const country = page.locator('#billingCountry');
    if (await country.isVisible()) await country.selectOption('US');
    const postalCode = page.locator('#billingPostalCode');
    if (await postalCode.isVisible()) await postalCode.fill('78734');
    const leaving = page.waitForURL((url) => url.href !== checkoutUrl && !url.pathname.startsWith(new URL(checkoutUrl).pathname));
    await page.getByTestId('hosted-payment-submit-button').click();
    await leaving;
  } finally {
    await context.close();
  }
}
