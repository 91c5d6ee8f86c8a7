// The Terms of Service text.
import { Link } from '@tanstack/react-router';
import { legal } from '../../../../worker/public/site';
import { SupportChannels } from './contact';
import { LegalDocument, type LegalSection } from './legal-document';

const uploadTypes = legal.uploadTypes.join(', ');

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    body: (
      <>
        <p>
          These Terms of Service ("Terms") govern your use of Prepwise, the exam-preparation web application at this
          address, including its website, its features and any content it produces for you (together, the "Service").
          "Prepwise", "we", "us" and "our" mean the operator of the Service; "you" means the person using it.
        </p>
        <p>
          By creating an account or using the Service you agree to these Terms and confirm that you have read our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>, which explains how we handle your personal information. If
          you do not agree, please do not use the Service.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use Prepwise',
    body: (
      <>
        <p>
          You must be at least <strong>{legal.minimumAge} years old</strong> to use the Service. If you are under the
          age of majority where you live, you may use the Service only with the permission of a parent or legal
          guardian, who accepts these Terms on your behalf and is responsible for your use of the Service.
        </p>
        <p>
          You may not use the Service if you are barred from doing so by applicable law, or if we have previously closed
          your account for a breach of these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          You sign in to Prepwise with a Google account; we do not ask for or store a password. Your Prepwise account is
          personal to you: do not share it or let anyone else use it. You are responsible for what happens under your
          account and for keeping access to your Google account secure. Tell us promptly through our support channels if
          you believe someone else has used your account.
        </p>
        <p>
          Please keep the name and email address on your Google account accurate, as we use them to identify you and to
          contact you about the Service.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'The Service and its Beta status',
    body: (
      <>
        <p>
          Prepwise lets you organise study materials into courses, upload those materials and an optional syllabus,
          generate practice exams from them, take those exams against a timer, and review graded results, analytics,
          knowledge gaps and a spaced-repetition review plan.
        </p>
        <p>
          The Service is currently offered as a <strong>Beta</strong>. Features may change, be added or be withdrawn,
          and the Service may occasionally be unavailable for maintenance or because of problems outside our control.
          Signing up is free. If we ever introduce paid features, we will tell you about the price and terms before you
          are charged anything, and nothing you already use for free will start costing money without your agreement.
        </p>
      </>
    ),
  },
  {
    id: 'materials',
    title: 'Your study materials',
    body: (
      <>
        <p>
          You may upload files in the following formats: <strong>{uploadTypes}</strong>, each up to {legal.maxUploadMb}{' '}
          MB. You keep all ownership rights in the materials you upload and in your answers ("Your Content").
        </p>
        <p>
          You give us a limited, non-exclusive, worldwide, royalty-free licence to store, copy, process and display Your
          Content only as needed to provide the Service to you: for example to extract text from a file, identify its
          topics, generate questions from it and show it back to you. This licence ends when Your Content is deleted
          from the Service, except for copies in backups that are overwritten in the ordinary course.
        </p>
        <p>
          <strong>
            Your materials are private. We never share them with other users or third parties, and we never use them to
            train artificial-intelligence models
          </strong>
          , ours or anyone else's. Our service providers process them only on our instructions, as described in the
          Privacy Policy.
        </p>
        <p>
          You promise that you have the right to upload Your Content and to let us process it as described here. Do not
          upload material you are not allowed to copy, or personal information about other people that you have no right
          to share.
        </p>
      </>
    ),
  },
  {
    id: 'generated-content',
    title: 'Machine-generated questions and results',
    body: (
      <>
        <p>
          Practice questions, answer options, model answers, explanations, topics, grades, readiness figures and review
          schedules in Prepwise are produced automatically by software, including artificial-intelligence models.{' '}
          <strong>Machine-generated questions and results may contain errors</strong>, may be incomplete, and may not
          match what your teachers expect or what appears in your real exams.
        </p>
        <p>
          Use Prepwise as a study aid, not as an authority. Check anything important against your course materials and
          your instructors. We do not guarantee any particular grade, exam result or other outcome from using the
          Service.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use Prepwise, you agree not to:</p>
        <ul>
          <li>break any law, or infringe anyone's copyright, privacy or other rights;</li>
          <li>upload malware, or content that is unlawful, hateful, harassing or sexually exploitative;</li>
          <li>
            use the Service to cheat, for example during an exam or graded assignment where outside help is not allowed;
          </li>
          <li>
            try to reach another user's data, probe or bypass our security, or interfere with the Service or its
            infrastructure;
          </li>
          <li>
            scrape the Service, send automated requests in volumes a person could not, or resell or reproduce the
            Service without our written permission;
          </li>
          <li>copy, modify or reverse engineer the Service's software, except where the law allows it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'our-rights',
    title: 'Our intellectual property',
    body: (
      <p>
        The Service, including its software, design, text, graphics and the Prepwise name and logo, belongs to us or our
        licensors and is protected by intellectual-property laws. These Terms give you a personal, non-transferable
        right to use the Service for your own studies; they do not give you any other rights in it. Questions and
        results generated for you are yours to use for your personal study.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Closing your account, exporting your data and suspension',
    body: (
      <>
        <p>
          You can stop using Prepwise at any time. To <strong>delete your account</strong> or to receive an{' '}
          <strong>export of your data</strong> (your materials, courses, exams, answers and results), contact us through{' '}
          <SupportChannels />. These requests are handled by our support team rather than inside the app, and we may ask
          you to confirm that the account is yours before acting on them.
        </p>
        <p>
          We may suspend or close your account if you seriously or repeatedly break these Terms, if we must do so by
          law, or to protect other users or the Service. Where reasonable, we will tell you why and give you a chance to
          export your data first. We may also discontinue the Service; if we do, we will give you reasonable notice and
          a way to export your data.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        We work hard to keep Prepwise accurate, secure and available, but the Service is provided "as is" and "as
        available". To the extent the law allows, we make no warranties of any kind, express or implied, including
        warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement. Nothing in these
        Terms limits rights you have under consumer-protection laws that cannot be excluded.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the extent the law allows, we are not liable for indirect, incidental, special or consequential losses, or
          for lost grades, lost opportunities, lost data or lost profits, arising from your use of the Service or from
          machine-generated content. Our total liability for any claim relating to the Service is limited to the greater
          of the amount you paid us in the twelve months before the claim, and 50 US dollars.
        </p>
        <p>
          These limits do not apply to liability that cannot be limited by law, such as liability for death or personal
          injury caused by negligence, or for fraud.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms as the Service evolves or the law changes. When we make a material change, we will
        tell you in the app or by email before it takes effect and update the effective date at the top of this page. If
        you keep using the Service after the change takes effect, the updated Terms apply; if you do not agree, you can
        close your account as described above.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These Terms are governed by the laws of the country in which the operator of Prepwise is established, without
        regard to its conflict-of-law rules. If you use the Service as a consumer, you also keep the protection of the
        mandatory laws of the country where you live and may bring claims in its courts. Before starting any formal
        dispute, please contact us so that we can try to resolve the issue informally.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these Terms? Reach us through <SupportChannels />. For questions about your personal
        information, see the <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      related={{ to: '/privacy-policy', label: 'Privacy Policy' }}
      intro={
        <p>
          Prepwise helps students prepare for exams by turning their own study materials into graded practice exams.
          These terms explain what you can expect from us, and what we expect from you, when you use it.
        </p>
      }
      sections={sections}
    />
  );
}
