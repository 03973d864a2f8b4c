import { z } from 'zod';

/** Icon keys the screens map to an icon. */
export const faqIcons = ['payment', 'delivery', 'returns', 'orders', 'services'] as const;

export const faqSchema = z.object({ question: z.string(), answer: z.string() });
export const faqGroupSchema = z.object({
  faqTitle: z.string(),
  faqIcon: z.enum(faqIcons),
  faqSubtitle: z.string(),
  faqs: z.array(faqSchema).min(1),
});
export const faqGroupListSchema = z.array(faqGroupSchema);

export type FaqIcon = (typeof faqIcons)[number];
export type Faq = z.infer<typeof faqSchema>;
export type FaqGroup = z.infer<typeof faqGroupSchema>;

export interface FaqParams {
  /** Keeps the questions whose question or answer contains q (case and accents ignored); empty groups are dropped. */
  q?: string;
}
