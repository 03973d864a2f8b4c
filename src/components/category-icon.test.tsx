import Chair from '@mui/icons-material/ChairOutlined';
import Devices from '@mui/icons-material/DevicesOutlined';
import DirectionsRun from '@mui/icons-material/DirectionsRunOutlined';
import Headphones from '@mui/icons-material/HeadphonesOutlined';
import SportsEsports from '@mui/icons-material/SportsEsportsOutlined';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryIcon, categoryIcons } from './category-icon';

/** An icon's shapes as one path: its paths, then its circles. */
function pathOf(icon: React.ReactElement) {
  const svg = render(icon).container;
  const paths = Array.from(svg.querySelectorAll('path'), (path) => path.getAttribute('d')).join('');
  const circles = Array.from(svg.querySelectorAll('circle'), (circle) => {
    const [x, y, r] = ['cx', 'cy', 'r'].map((name) => Number(circle.getAttribute(name)));
    return `M${x! - r!} ${y}a${r} ${r} 0 1 0 ${2 * r!} 0a${r} ${r} 0 1 0 ${-2 * r!} 0`;
  });
  return paths + circles.join('');
}

describe('CategoryIcon', () => {
  it('draws the same icons as MUI', () => {
    expect(Object.fromEntries(Object.entries(categoryIcons).map(([name, [path]]) => [name, path]))).toEqual({
      Electronics: pathOf(<Devices />),
      Accessories: pathOf(<Headphones />),
      Shoes: pathOf(<DirectionsRun />),
      Office: pathOf(<WorkOutline />),
      'Home Decor': pathOf(<Chair />),
      Games: pathOf(<SportsEsports />),
    });
  });

  it('shows the picture over the icon, and the icon again when the picture cannot load', () => {
    const { container } = render(<CategoryIcon category="Shoes" image="/images/shoe.png" size={40} />);
    const icon = container.querySelector('.category-icon');
    expect(icon).toHaveAttribute('data-tone', 'success');
    expect(icon).toHaveStyle({ inlineSize: '40px' });
    const picture = container.querySelector('img')!;
    expect(picture).toBeVisible();
    fireEvent.error(picture);
    expect(picture).not.toBeVisible();
    expect(container.querySelector('path')).toHaveAttribute('d', categoryIcons.Shoes![0]);
  });
});
