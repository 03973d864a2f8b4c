/** Team of 4 (texts: marketing.json `team.members.<key>`), portraits drawn as SVG in /images/team. */
export const teamMembers = ['nadege', 'arnaud', 'laetitia', 'cedric'] as const;

/** 5 client testimonials (marketing.json `testimonials.items.<key>`). */
export const testimonials = [
  { key: 'port', rating: 5 },
  { key: 'bank', rating: 5 },
  { key: 'ngo', rating: 5 },
  { key: 'retail', rating: 4 },
  { key: 'ministry', rating: 5 },
] as const;

/** docs/spec.md §1 statistics; `end` is the value the counter reaches. */
export const stats = [
  { key: 'solutions', end: 120, suffix: '+' },
  { key: 'coached', end: 1500, suffix: '+' },
  { key: 'satisfaction', end: 98, suffix: '%' },
  { key: 'commitment', end: 100, suffix: '%' },
] as const;

export const heroSlides = ['transformation', 'apps', 'data', 'training', 'brokerage'] as const;
