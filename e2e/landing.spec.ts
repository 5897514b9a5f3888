import type { Locator, Page } from '@playwright/test';
import { CONTACT_EMAIL, PRODUCT_NAME } from '@amicus/contract/common/constants';
import { expect, test } from './support/fixtures';

/** The header's height: a section reached by an anchor must start right below it, not under it. */
const HEADER_HEIGHT = 64;

/** Shown means at least a tenth on screen: slides just out of view may touch the edge by a subpixel. */
const SHOWN = { ratio: 0.1 };

const section = (page: Page, id: string) => page.locator(`section#${id}`);

/** Clicks a link, checks where it leads, and comes back to the landing page. */
async function expectLeadsTo(page: Page, link: Locator, path: '/sign-in' | '/sign-up') {
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(section(page, 'hero')).toBeVisible();
}

/** Waits until the section's top sits just below the sticky header, i.e. the (smooth) scroll has arrived. */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(() => section(page, id).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(HEADER_HEIGHT - 1);
  await expect
    .poll(() => section(page, id).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThanOrEqual(HEADER_HEIGHT + 2);
}

// Browser-side snippets are strings: the e2e project compiles without the DOM library.
async function scrollInstantly(page: Page, top: number) {
  // The page scrolls smoothly by CSS; the shadow test needs exact positions at once.
  await page.evaluate(`window.scrollTo({ top: ${top}, behavior: 'instant' })`);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(top);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page is prerendered (decision 018): its tabs and menus answer once the app has taken it over.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
});

test('the page loads with every section, no console error and no blocked resource', async ({ page }) => {
  // The first visit's lazy chunks settle first: a reload aborts whatever is still in flight (ERR_ABORTED).
  await page.waitForLoadState('networkidle');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // A blocked resource fails with its reason; ERR_ABORTED is a request the page itself gave up (a reload, or an
  // image the carousel replaced while it loaded), not a blocked one.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`${request.url()} ${reason}`);
  });
  await page.reload();
  for (const id of ['hero', 'services', 'about', 'pricing', 'testimonials']) {
    await expect(section(page, id)).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Free AI legal help');
  await expect(page.locator('#hero')).toContainText('non-profit');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('the hero buttons lead to sign-in', async ({ page }) => {
  const hero = section(page, 'hero');
  await expectLeadsTo(page, hero.getByRole('link', { name: 'Get Started' }), '/sign-in');
  await expectLeadsTo(page, hero.getByRole('link', { name: 'Try Legal Assistant' }), '/sign-in');
});

test('each service tab shows its call to action, which leads to sign-in', async ({ page }) => {
  const tabs: [RegExp, string][] = [
    [/Legal Database/, 'Explore Legal Database'],
    [/Document Generation/, 'Create Documents'],
    [/AI Legal Consultancy/, 'Consult Now'],
    [/Voice Recording/, 'Start Recording'],
    [/AI Mock Trials/, 'Simulate Trial'],
  ];
  const services = section(page, 'services');
  await expect(services.getByRole('tab')).toHaveCount(5);
  for (const [tabName, cta] of tabs) {
    const tab = services.getByRole('tab', { name: tabName });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = services.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(tabName);
    await expect(panel.getByRole('img')).toBeVisible();
    await expectLeadsTo(page, panel.getByRole('link', { name: cta }), '/sign-in');
  }
});

test('a service illustration that fails to load is replaced by the fallback image', async ({ page }) => {
  await page.route('**/landing/services/voice-recording.svg', (route) => route.abort());
  const services = section(page, 'services');
  await services.getByRole('tab', { name: /Voice Recording/ }).click();
  const image = services.getByRole('tabpanel').getByRole('img', { name: 'Voice Recording illustration' });
  await expect(image).toHaveAttribute('src', '/landing/services/fallback.svg');
  // Loaded: the fallback picture is 600 px wide.
  await expect(image).toHaveJSProperty('naturalWidth', 600);
});

test('the about section says it is legal information, not advice, and its button leads to sign-up', async ({
  page,
}) => {
  const about = section(page, 'about');
  await expect(about).toContainText('non-profit');
  await expect(about).toContainText('Legal information, not legal advice.');
  for (const claim of ['24/7', 'Confidentiality', '20+', 'Worldwide reach', '98%']) {
    await expect(about).toContainText(claim);
  }
  await expectLeadsTo(page, about.getByRole('link', { name: `Join ${PRODUCT_NAME}` }), '/sign-up');
});

test('pricing shows the three plans of the spec, and each Get Started leads to sign-in', async ({ page }) => {
  const pricing = section(page, 'pricing');
  const plans = [
    {
      name: 'Basic',
      price: '$9.99',
      features: [
        'Basic legal document review',
        'Simple legal questions',
        '24/7 AI assistance',
        'Document templates access',
      ],
    },
    {
      name: 'Professional',
      price: '$29.99',
      features: [
        'Advanced document analysis',
        'Complex legal consultations',
        'Priority response',
        'Unlimited document templates',
        'Custom legal research',
      ],
    },
    {
      name: 'Enterprise',
      price: '$99.99',
      features: [
        'Everything in Professional',
        'Custom legal workflow',
        'Team collaboration tools',
        'Dedicated legal AI training',
        'API integration',
      ],
    },
  ];
  await expect(pricing.getByRole('article')).toHaveCount(3);
  for (const plan of plans) {
    const card = pricing.getByRole('article', { name: plan.name });
    await expect(card).toContainText(plan.price);
    await expect(card).toContainText('per month');
    await expect(card.getByRole('list', { name: `${plan.name} features` }).getByRole('listitem')).toHaveText(
      plan.features,
    );
  }
  await expect(pricing.getByText('Most Popular')).toHaveCount(1);
  await expect(pricing.getByRole('article', { name: 'Professional' })).toContainText('Most Popular');

  for (const plan of plans) {
    const card = pricing.getByRole('article', { name: plan.name });
    await expectLeadsTo(page, card.getByRole('link', { name: 'Get Started' }), '/sign-in');
  }
});

test('the testimonials buttons lead to sign-in and sign-up', async ({ page }) => {
  const testimonials = section(page, 'testimonials');
  await expect(testimonials.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5', includeHidden: true })).toHaveCount(
    5,
  );
  await expectLeadsTo(page, testimonials.getByRole('link', { name: 'Try AI Consultation' }), '/sign-in');
  await expectLeadsTo(page, testimonials.getByRole('link', { name: 'Create Free Account' }), '/sign-up');
});

test('the closing banner buttons lead to sign-in and sign-up', async ({ page }) => {
  const banner = page.getByRole('region', { name: 'Your legal questions deserve clear answers' });
  await expectLeadsTo(page, banner.getByRole('link', { name: 'Try Now' }), '/sign-in');
  await expectLeadsTo(page, banner.getByRole('link', { name: 'Create Account' }), '/sign-up');
});

test('the header Sign In and Sign Up buttons lead to their pages', async ({ page }) => {
  const header = page.getByRole('banner');
  await expectLeadsTo(page, header.getByRole('link', { name: 'Sign In' }), '/sign-in');
  await expectLeadsTo(page, header.getByRole('link', { name: 'Sign Up' }), '/sign-up');
});

test('the header links scroll to their sections below the sticky header', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links: [string, string][] = [
    ['Features', 'services'],
    ['About', 'about'],
    ['Pricing', 'pricing'],
    ['Reviews', 'testimonials'],
    ['Home', 'hero'],
  ];
  for (const [label, id] of links) {
    await nav.getByRole('link', { name: label }).click();
    await expectScrolledTo(page, id);
    await expect(section(page, id)).toBeFocused();
  }
  await expect(page).toHaveURL(/\/$/);
});

test('the footer anchors scroll to their sections, and it offers contact and social links', async ({
  page,
}) => {
  const footer = page.getByRole('contentinfo');
  for (const [label, id] of [
    ['About', 'about'],
    ['Reviews', 'testimonials'],
    ['Home', 'hero'],
  ] as const) {
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: label, exact: true }).click();
    await expectScrolledTo(page, id);
  }

  await expect(footer.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CONTACT_EMAIL}`,
  );
  const social = footer.getByRole('link', { name: new RegExp(`^${PRODUCT_NAME} on `) });
  await expect(social).toHaveCount(4);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${PRODUCT_NAME}`);
});

test('the header gains its shadow after more than 20 px of scroll, and not before', async ({ page }) => {
  const header = page.getByRole('banner');

  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toHaveCSS('box-shadow', 'none');

  await scrollInstantly(page, 20);
  // Give a scroll handler every chance to run before asserting nothing changed.
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toHaveCSS('box-shadow', 'none');

  await scrollInstantly(page, 21);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).not.toHaveCSS('box-shadow', 'none');

  await scrollInstantly(page, 0);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the theme toggle switches to dark, and dark persists across a reload', async ({ page }) => {
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('at 1280 px the hero preview\'s "Confidential by design" badge leaves its input box clear', async ({
  page,
}) => {
  const badge = await page.getByTestId('hero-confidential-badge').boundingBox();
  const input = await page.getByTestId('hero-preview-input').boundingBox();
  expect(badge && input).toBeTruthy();
  const overlaps =
    badge!.x < input!.x + input!.width &&
    input!.x < badge!.x + badge!.width &&
    badge!.y < input!.y + input!.height &&
    input!.y < badge!.y + badge!.height;
  expect(overlaps).toBe(false);
});

test('at 1280 px the testimonials show three at once', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  const shown = carousel.getByRole('group', { name: /of 5$/ });
  await expect(shown).toHaveCount(3);
  for (const slide of await shown.all()) await expect(slide).toBeInViewport();
  await expect(carousel.getByRole('group', { name: '4 of 5', includeHidden: true })).not.toBeInViewport(
    SHOWN,
  );

  await carousel.getByRole('button', { name: 'Next reviews' }).click();
  await expect(carousel.getByRole('group', { name: '4 of 5' })).toBeInViewport();
  await expect(carousel.getByRole('group', { name: '1 of 5', includeHidden: true })).not.toBeInViewport(
    SHOWN,
  );
  await expect(shown).toHaveCount(3);
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the testimonials show one at a time, with dots that switch them', async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    const shown = carousel.getByRole('group', { name: /of 5$/ });
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAccessibleName('1 of 5');
    await expect(shown).toBeInViewport();

    const dots = carousel.getByRole('group', { name: 'Choose reviews' }).getByRole('button');
    await expect(dots).toHaveCount(5);
    await dots.nth(2).click();
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAccessibleName('3 of 5');
    await expect(shown).toContainText('Priya Raman');
    await expect(shown).toBeInViewport();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: '1 of 5', includeHidden: true })).not.toBeInViewport(
      SHOWN,
    );
  });

  test('the mobile menu opens, its links scroll to their sections and its buttons lead on', async ({
    page,
  }) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Features',
      'About',
      'Pricing',
      'Reviews',
      'Sign In',
      'Sign Up',
    ]);
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectScrolledTo(page, 'pricing');

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Features' }).click();
    await expectScrolledTo(page, 'services');

    await toggle.click();
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goBack();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await menu.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });
});
