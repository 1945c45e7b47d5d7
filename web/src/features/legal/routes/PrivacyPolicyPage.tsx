import { brand } from '@/config/brand';
import { ContactLines } from '../components/ContactLines';
import { type LegalSection, LegalDocument } from '../components/LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'use-of-information',
    heading: 'Information we collect and how we use it',
    body: (
      <>
        <p>
          When you register, enquire about a course or buy a subscription, we collect the details you give us: your
          name, e-mail address, mobile number, postal address, target examination year and optional subject. When you
          use the platform we also record what you need for your preparation to work: the subscriptions you hold, the
          tests you attempt with their answers and scores, the answer sheets you upload and the evaluations returned to
          you.
        </p>
        <p>We use this information to:</p>
        <ul>
          <li>create and secure your account and give you access to what you have paid for;</li>
          <li>run tests, calculate scores and rankings, and return evaluated answer sheets;</li>
          <li>send you receipts, password-reset e-mails and important notices about your courses;</li>
          <li>answer your enquiries and provide support;</li>
          <li>improve our courses and the platform, using aggregated information that does not identify you.</li>
        </ul>
        <p>
          We do not sell your personal data, and we do not use it for any purpose that is unrelated to your preparation.
        </p>
      </>
    ),
  },
  {
    id: 'consent',
    heading: 'Consent',
    body: (
      <>
        <p>
          By registering or submitting an enquiry you consent to our processing your personal data for the purposes
          described in this policy, in accordance with the Information Technology Act, 2000, its rules, and the Digital
          Personal Data Protection Act, 2023.
        </p>
        <p>
          You may withdraw your consent at any time by writing to us. Withdrawing consent does not affect processing
          already carried out, and we may then be unable to continue providing services that depend on that data (for
          example, access to a subscription linked to your account).
        </p>
      </>
    ),
  },
  {
    id: 'disclosure',
    heading: 'Disclosure of information',
    body: (
      <>
        <p>We share personal data only where it is needed, and only with:</p>
        <ul>
          <li>evaluators and mentors who assess your answer sheets, who see only what the evaluation requires;</li>
          <li>
            service providers who host our systems, deliver e-mail or process payments on our behalf, under contracts
            that bind them to confidentiality;
          </li>
          <li>government or law-enforcement authorities, when Indian law requires us to.</li>
        </ul>
        <p>Rankings show a learner&apos;s student ID and score, never their name or contact details.</p>
      </>
    ),
  },
  {
    id: 'payment',
    heading: 'Payment',
    body: (
      <p>
        Payments are handled by a licensed third-party payment gateway. You enter your card, UPI or net-banking details
        on the gateway&apos;s secure page, not on ours: {brand.productName} and the payment provider&apos;s integration
        with us store no card data. We receive only a confirmation of the payment, its reference number and the amount,
        which we keep to give you access and to meet our accounting and tax obligations.
      </p>
    ),
  },
  {
    id: 'third-party-services',
    heading: 'Third-party services',
    body: (
      <p>
        Some content is delivered through third-party services, such as embedded YouTube videos and links to our
        social-media pages. When you play an embedded video or follow such a link, that service may collect information
        under its own privacy policy, which we do not control. We embed YouTube videos in privacy-enhanced mode where
        available.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        We protect your data with reasonable security practices: encrypted connections (HTTPS), passwords stored only as
        salted hashes, access to personal data limited to staff who need it, and regular backups. No method of
        transmission or storage is completely secure; if we learn of a breach that affects your data, we will inform you
        and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <p>
        We use your browser&apos;s storage to keep you signed in and to remember short-lived choices, such as not
        showing you the same announcement twice in one visit. We do not use advertising cookies or cross-site trackers.
        You can clear this storage at any time from your browser settings; you will then need to sign in again.
      </p>
    ),
  },
  {
    id: 'age-of-consent',
    heading: 'Age of consent',
    body: (
      <p>
        Our services are meant for adults preparing for competitive examinations. If you are under 18, you may use the
        platform only with the verifiable consent of a parent or lawful guardian, who accepts this policy on your
        behalf. If we learn that we have collected data from a child without such consent, we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        We may update this policy when our services or the law change. The date at the top shows the latest revision;
        for significant changes we will also notify registered users by e-mail or on the platform before they take
        effect.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact and grievances',
    body: (
      <>
        <p>
          For questions about this policy, to access or correct your data, to withdraw consent or to raise a grievance,
          contact our grievance officer. We respond to grievances as quickly as we can, and always within the time
          limits the law sets.
        </p>
        <ContactLines />
      </>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary={`How ${brand.company} collects, uses and protects your personal information.`}
      lastUpdated="22 November 2026"
      sections={sections}
    />
  );
}
