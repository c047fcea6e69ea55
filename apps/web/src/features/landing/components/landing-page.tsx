import type { PublicLinks } from '@fre/domain';
import { CtaSection } from './cta-section.tsx';
import { EarningsSection } from './earnings-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { GamesSection } from './games-section.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { InstallSection } from './install-section.tsx';
import styles from './landing.module.css';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';

/** / : the public landing page, full width. `links`: the pre-rendered page's stand-ins (LandingFooter). */
export function LandingPage({ links }: { links?: PublicLinks }) {
  return (
    <div className={styles.page}>
      <LandingHeader />
      <main id="main">
        <Hero />
        <FeaturesSection />
        <HowItWorks />
        <EarningsSection />
        <GamesSection />
        <InstallSection />
        <CtaSection />
      </main>
      <LandingFooter links={links} />
    </div>
  );
}
