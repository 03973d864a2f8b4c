import { mix, shadeForContrast } from './contrast';
import { surfaces } from './primary-shades';
import { severityColours } from './tokens';

type Scheme = keyof typeof severityColours;
type Severity = keyof (typeof severityColours)['light'];

/** Non-text contrast (WCAG 1.4.11) for the icon, which repeats the severity the text states. */
const iconContrast = 3;

/**
 * The alerts' tinted look (a light wash of the severity's colour, its colour for icon and text), in both schemes:
 * MUI's dark standard alert is a near-black. The wash is opaque (mixed over the paper) so that the text's shade,
 * the least change of the severity's colour that reads at AA on it, holds wherever the alert sits.
 */
export function alertTones(scheme: Scheme): Record<string, string> {
  const tones: Record<string, string> = {};
  for (const [severity, colour] of Object.entries(severityColours[scheme]) as Array<[Severity, string]>) {
    const background = mix(surfaces[scheme][0], colour, 0.16);
    tones[`${severity}StandardBg`] = background;
    tones[`${severity}Color`] = shadeForContrast(colour, [background]);
    tones[`${severity}IconColor`] = shadeForContrast(colour, [background], iconContrast);
  }
  return tones;
}
