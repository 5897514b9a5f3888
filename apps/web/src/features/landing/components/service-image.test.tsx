import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { services } from '../data/services';
import { ServiceImage } from './service-image';

describe('ServiceImage', () => {
  const service = services[0]!;

  it('shows the service illustration with an alt text', () => {
    render(<ServiceImage service={service} />);
    expect(screen.getByRole('img', { name: `${service.title} illustration` })).toHaveAttribute(
      'src',
      service.image,
    );
  });

  it('switches to the fallback image when the illustration fails to load, and stays there', () => {
    render(<ServiceImage service={service} />);
    const image = screen.getByRole('img');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', service.fallbackImage);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', service.fallbackImage);
  });
});
