import type { PublicLinks } from '@fre/domain';
import { CtaSection } from './cta-section';
import { EarningsSection } from './earnings-section';
import { FeaturesSection } from './features-section';
import { GamesSection } from './games-section';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { InstallSection } from './install-section';
import styles from './landing.module.css';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

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
