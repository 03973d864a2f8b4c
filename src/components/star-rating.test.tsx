import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('is an image named by its label, filled up to the value', () => {
    render(<StarRating value={3.5} label="3.5 stars" />);
    const rating = screen.getByRole('img', { name: '3.5 stars' });
    const filled = rating.querySelector('span');
    expect(filled).toHaveStyle({ inlineSize: '70%' });
    expect(rating.querySelectorAll('svg path')).toHaveLength(10);
  });

  it('keeps the fill within the stars and hides an unnamed rating from screen readers', () => {
    const { container } = render(<StarRating value={4.6} max={1} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('span > span')).toHaveStyle({ inlineSize: '100%' });
  });
});
