import { AboutSection } from '../components/about-section';
import { HeroCarousel } from '../components/hero-carousel';
import { OffersSection } from '../components/offers-section';
import { PortfolioSection } from '../components/portfolio-section';
import { StatsSection } from '../components/stats-section';
import { TeamSection } from '../components/team-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { ContactSection } from '../contact/contact-section';
import { useLandingSeo } from '../hooks/use-landing-seo';

/** docs/spec.md §1 sections in order; each has the anchor id the header menu scrolls to. */
export function Component() {
  useLandingSeo();
  return (
    <>
      <HeroCarousel />
      <AboutSection />
      <OffersSection />
      <PortfolioSection />
      <TestimonialsSection />
      <TeamSection />
      <StatsSection />
      <ContactSection />
    </>
  );
}
