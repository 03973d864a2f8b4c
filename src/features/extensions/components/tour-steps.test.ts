import { tourKeyAction } from './tour-steps';

describe('tourKeyAction', () => {
  it('moves forward with the arrow of the reading direction and back with the other', () => {
    expect(tourKeyAction('ArrowRight', 'ltr')).toBe('next');
    expect(tourKeyAction('ArrowLeft', 'ltr')).toBe('previous');
    expect(tourKeyAction('ArrowLeft', 'rtl')).toBe('next');
    expect(tourKeyAction('ArrowRight', 'rtl')).toBe('previous');
  });

  it('ends the tour on Escape in either direction and leaves other keys alone', () => {
    expect(tourKeyAction('Escape', 'ltr')).toBe('close');
    expect(tourKeyAction('Escape', 'rtl')).toBe('close');
    expect(tourKeyAction('Enter', 'rtl')).toBeNull();
    expect(tourKeyAction('ArrowUp', 'ltr')).toBeNull();
  });
});
