import { brand } from '@/config/brand';
import { ContactLines } from '../components/ContactLines';
import { type LegalSection, LegalDocument } from '../components/LegalDocument';

// The rules themselves are fixed by the business (docs/product.md, "Refunds"); the text around
// them only explains how to ask and what happens next.
const sections: LegalSection[] = [
  {
    id: 'overview',
    heading: 'Overview',
    body: (
      <p>
        Digital material is available to you the moment you subscribe, so most fees cannot be refunded once paid. Please
        read a course&apos;s details carefully, and ask our team any questions, before you pay.
      </p>
    ),
  },
  {
    id: 'refund-rules',
    heading: 'What can and cannot be refunded',
    body: (
      <ul>
        <li>
          <strong>PDF subscriptions:</strong> no refund.
        </li>
        <li>
          <strong>Hardcopy notes:</strong> no refund.
        </li>
        <li>
          <strong>Test series:</strong> a refund is possible only if requested within 12 hours of registration.
        </li>
        <li>
          <strong>Video courses:</strong> no refund.
        </li>
        <li>
          <strong>Offline (classroom) courses:</strong> a refund of at most 50% of the fee, only if requested within 48
          hours of registration.
        </li>
        <li>
          <strong>Duplicate payments:</strong> if you are charged more than once for the same item, the extra payment is
          refunded.
        </li>
        <li>In all other cases fees are non-refundable.</li>
      </ul>
    ),
  },
  {
    id: 'how-to-request',
    heading: 'How to request a refund',
    body: (
      <p>
        Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> from your registered e-mail address
        with your name, registered mobile number, the course name and the payment reference. The time of your request is
        the time we receive your e-mail.
      </p>
    ),
  },
  {
    id: 'processing',
    heading: 'Processing of refunds',
    body: (
      <p>
        Approved refunds are paid to the original payment method within 7 to 10 working days of approval; your bank may
        take a few more days to show the credit. Access to the refunded course ends when the refund is approved.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: <ContactLines />,
  },
];

export function RefundPolicyPage() {
  return (
    <LegalDocument
      title="Refund & Cancellation Policy"
      summary={`When ${brand.company} refunds fees, and how to ask.`}
      lastUpdated="22 November 2026"
      sections={sections}
    />
  );
}
