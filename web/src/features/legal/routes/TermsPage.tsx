import { Link } from 'react-router';
import { brand } from '@/config/brand';
import { ContactLines } from '../components/ContactLines';
import { type LegalSection, LegalDocument } from '../components/LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'services',
    heading: 'Our services',
    body: (
      <>
        <p>
          {brand.productName} is operated by {brand.company}. We provide preparation material for the Civil Services and
          State Public Service Commission examinations: notes, prelims and mains test series, answer-writing evaluation,
          video courses, optional-subject courses and classroom programmes at our centres.
        </p>
        <p>
          By creating an account or buying a subscription you agree to these terms. We prepare our material carefully,
          but we do not guarantee selection in any examination: results depend on many factors beyond our control.
        </p>
      </>
    ),
  },
  {
    id: 'enrollment-and-payments',
    heading: 'Enrolment and payments',
    body: (
      <>
        <p>
          Prices are shown in Indian rupees and include applicable taxes unless stated otherwise. A subscription starts
          when your payment is confirmed and lasts for the period, or until the examination cycle, stated on its page.
          Where seats are limited, a seat is confirmed only once payment succeeds.
        </p>
        <p>
          Cancellations and refunds are governed by our{' '}
          <Link to="/refund-policy">Refund &amp; Cancellation Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'user-responsibilities',
    heading: 'Your responsibilities',
    body: (
      <ul>
        <li>Give accurate registration details and keep them up to date.</li>
        <li>
          Keep your password confidential. An account is for one person: sharing your login, or letting others use your
          subscription, is not allowed.
        </li>
        <li>Attempt tests honestly and upload only your own answer sheets.</li>
        <li>
          Do not try to copy, scrape, disrupt or gain unauthorised access to the platform or other users&apos; accounts.
        </li>
        <li>Treat mentors, evaluators, staff and fellow aspirants with respect in every interaction.</li>
      </ul>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual property',
    body: (
      <p>
        All notes, questions, explanations, model answers, videos and other material on the platform belong to{' '}
        {brand.company} or its licensors and are protected by the Copyright Act, 1957. Your subscription gives you a
        personal, non-transferable licence to use them for your own preparation. You may not reproduce, sell, share,
        upload or distribute them, in print or online, without our written permission.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: (
      <p>
        We aim to keep the platform available and the material accurate, but provide them &quot;as is&quot;. To the
        extent the law allows, we are not liable for indirect or consequential losses, for interruptions caused by
        events beyond our reasonable control, or for decisions you take based on our material. Our total liability for
        any claim is limited to the fees you paid for the subscription concerned.
      </p>
    ),
  },
  {
    id: 'privacy',
    heading: 'Privacy',
    body: (
      <p>
        How we handle your personal data is described in our <Link to="/privacy-policy">Privacy Policy</Link>, which
        forms part of these terms.
      </p>
    ),
  },
  {
    id: 'termination',
    heading: 'Suspension and termination',
    body: (
      <p>
        We may suspend or close an account that breaks these terms, for example by sharing login details or distributing
        our material, after telling you why where the law allows. Fees for an account closed for such a breach are not
        refunded. You may stop using the platform at any time; refunds then follow the refund policy.
      </p>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing law and jurisdiction',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute arising from them or from your use of the platform is
        subject to the exclusive jurisdiction of the courts in Delhi. We encourage you to contact us first: most
        concerns can be resolved quickly and amicably.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <>
        <p>
          We may revise these terms from time to time. The revised terms apply from the date shown at the top; we will
          notify registered users of significant changes. Continuing to use the platform after a change means you accept
          it.
        </p>
        <p>Questions about these terms can be sent to:</p>
        <ContactLines />
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms & Conditions"
      summary={`The terms on which ${brand.company} provides its courses and this platform.`}
      lastUpdated="22 November 2026"
      sections={sections}
    />
  );
}
