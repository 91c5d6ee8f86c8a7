// The visitor's landing page (spec section 2): hero, three benefits, How It Works,
// the FAQ and the final call to action.
import { CallToAction } from '../public/call-to-action';
import { PublicPage } from '../public/public-page';
import { Benefits } from './benefits';
import { Faq } from './faq';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';

export function Landing() {
  return (
    <PublicPage>
      <Hero />
      <Benefits />
      <HowItWorks />
      <Faq />
      <CallToAction
        title="Start studying smarter today"
        text="Join students getting higher grades with less study time. Your first practice exam is minutes away."
        note="Free to start. Your materials stay private and are never shared."
      />
    </PublicPage>
  );
}
