import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testimonials } from '../data/testimonials';
import { TestimonialCarousel } from './testimonial-carousel';

/** Who is quoted on the slides a screen reader can reach (slides out of view are aria-hidden). */
const shownNames = () =>
  screen
    .getAllByRole('group', { name: /of 5$/ })
    .map((slide) => testimonials.find((t) => within(slide).queryByText(t.name))?.name);

describe('TestimonialCarousel', () => {
  it('shows one testimonial at a time with a dot for each, and a dot switches to its testimonial', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel items={testimonials} perView={1} />);

    expect(shownNames()).toEqual(['María González']);
    const dots = within(screen.getByRole('group', { name: 'Choose reviews' })).getAllByRole('button');
    expect(dots).toHaveLength(5);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Show review 4' }));
    expect(shownNames()).toEqual(['Thomas Becker']);
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('shows three at once on wide screens, paging one testimonial at a time', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel items={testimonials} perView={3} />);

    expect(shownNames()).toEqual(['María González', 'Daniel Okafor', 'Priya Raman']);
    expect(screen.getAllByRole('button', { name: /^Show reviews/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(shownNames()).toEqual(['Daniel Okafor', 'Priya Raman', 'Thomas Becker']);
  });

  it('wraps around with previous and next', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel items={testimonials} perView={1} />);

    await user.click(screen.getByRole('button', { name: 'Previous reviews' }));
    expect(shownNames()).toEqual(['Amina Diallo']);
    await user.click(screen.getByRole('button', { name: 'Next reviews' }));
    expect(shownNames()).toEqual(['María González']);
  });

  it('moves with the arrow keys from its controls', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel items={testimonials} perView={1} />);

    screen.getByRole('button', { name: 'Show review 1' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownNames()).toEqual(['Priya Raman']);
    await user.keyboard('{ArrowLeft}');
    expect(shownNames()).toEqual(['Daniel Okafor']);
  });

  it('keeps a position that no longer exists inside the range when more fit at once', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TestimonialCarousel items={testimonials} perView={1} />);
    await user.click(screen.getByRole('button', { name: 'Show review 5' }));

    rerender(<TestimonialCarousel items={testimonials} perView={3} />);
    expect(shownNames()).toEqual(['Priya Raman', 'Thomas Becker', 'Amina Diallo']);
  });

  it('dims nothing until the reader moves it, so slides that come into view when the width is known do not fade in', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TestimonialCarousel items={testimonials} perView={1} />);
    const slides = () =>
      screen
        .getAllByRole('group', { hidden: true })
        .filter((g) => /of \d/.test(g.getAttribute('aria-label') ?? ''));
    const dimmed = () => slides().filter((slide) => slide.classList.contains('opacity-40')).length;
    expect(dimmed()).toBe(0);
    rerender(<TestimonialCarousel items={testimonials} perView={3} />);
    expect(dimmed()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Next reviews' }));
    // Moved to reviews 2–4: the first and the last are out of view, dimmed while they slide away.
    expect(dimmed()).toBe(2);
  });
});
