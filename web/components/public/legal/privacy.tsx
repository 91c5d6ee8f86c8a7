// The Privacy Policy text.
import { Link } from '@tanstack/react-router';
import { legal } from '../../../../worker/public/site';
import { SupportChannels } from './contact';
import { LegalDocument, type LegalSection } from './legal-document';

const uploadTypes = legal.uploadTypes.join(', ');

const sections: LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this covers',
    body: (
      <p>
        This policy explains how the operator of Prepwise ("we", "us") collects, uses and protects personal information
        when you visit our website or use the Prepwise app (the "Service"). We are the controller of that information.
        Using the Service is also subject to our <Link to="/terms-of-service">Terms of Service</Link>.
      </p>
    ),
  },
  {
    id: 'collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the Service:</p>
        <ul>
          <li>
            <strong>Account information</strong> from Google when you sign in: your name, email address, profile picture
            and Google account identifier. We never see or store a password.
          </li>
          <li>
            <strong>Study materials</strong> you upload ({uploadTypes} files), the text we extract from them, and what
            we derive from that text, such as titles, descriptions and topics. The same applies to course syllabuses.
          </li>
          <li>
            <strong>Study activity</strong>: your courses, the exams you create, the questions in them, your answers,
            scores, time spent, knowledge gaps and review schedule.
          </li>
          <li>
            <strong>Technical information</strong>: a session cookie that keeps you signed in, and the IP address,
            browser type and request details our hosting provider records to deliver and secure the Service.
          </li>
          <li>
            <strong>Messages</strong> you send us through our support channels.
          </li>
        </ul>
        <p>We do not knowingly collect sensitive information, and we ask you not to include it in your uploads.</p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use your information',
    body: (
      <>
        <ul>
          <li>to create your account and keep you signed in;</li>
          <li>
            to process your materials, generate practice questions and exams, grade your answers, and show you results,
            analytics, knowledge gaps and a review plan;
          </li>
          <li>to answer your support requests and tell you about important changes to the Service;</li>
          <li>to keep the Service secure, prevent abuse and fix problems;</li>
          <li>to comply with the law.</li>
        </ul>
        <p>
          We do not sell your information, we do not show advertising, and we do not build profiles of you for anyone
          else.
        </p>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'Artificial intelligence and your materials',
    body: (
      <>
        <p>
          Questions, explanations and some grading are produced by software, including artificial-intelligence models
          run for us by our hosting provider. Your materials are sent to those models only to produce results for you.
        </p>
        <p>
          <strong>
            Your study materials stay private: they are never shared with other users or third parties, and never used
            to train artificial-intelligence models
          </strong>
          , ours or anyone else's. Machine-generated questions and results may contain errors; see the Terms of Service.
        </p>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal bases',
    body: (
      <p>
        Where data-protection laws such as the GDPR apply, we process your information because it is necessary to
        provide the Service you asked for (performance of a contract); for our legitimate interests in keeping the
        Service secure and working well, which we balance against your rights; to meet legal obligations; and, where
        required, with your consent, which you may withdraw at any time.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share information with',
    body: (
      <>
        <p>We share personal information only with:</p>
        <ul>
          <li>
            <strong>Service providers</strong> that process it on our instructions and under contract: Cloudflare, which
            hosts the Service, its database and file storage and runs its AI models, and Google, which handles sign-in;
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it or to protect the rights, safety and security of our
            users, the public or the Service;
          </li>
          <li>
            a <strong>successor</strong> if Prepwise is reorganised, merged or sold, in which case this policy continues
            to protect your information and we will tell you before it is covered by a different policy.
          </li>
        </ul>
        <p>No other user can see your materials, exams or results.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>We use only what the Service needs to work, and no advertising or tracking cookies:</p>
        <ul>
          <li>
            a <strong>session cookie</strong> that keeps you signed in. It expires after 30 days without use, and at the
            latest 90 days after you sign in; signing out ends it at once;
          </li>
          <li>
            two short-lived <strong>security cookies</strong> that protect the Google sign-in against forgery and expire
            after 10 minutes;
          </li>
          <li>
            a flag in your browser's <strong>local storage</strong> that remembers you have seen the welcome message.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <p>
        We keep your account information, materials and study activity for as long as your account exists, so that your
        progress is there when you come back. When you ask us to delete your account, we delete this information within
        30 days, apart from copies in backups, which are overwritten in the ordinary course, and anything the law
        requires us to keep. Security records kept by our hosting provider are held only for a short period.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Information travels over encrypted connections (HTTPS). Each student's data is kept separate and is only
        available to their own account; session tokens are stored only in hashed form; and access to our systems is
        limited to what is needed to run the Service. No system is perfectly secure, but we work to protect your
        information and will tell you without undue delay if a breach is likely to affect you.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>
          Depending on where you live, you may have the right to access your personal information, correct it, delete
          it, receive a copy in a portable format, restrict or object to certain processing, and withdraw consent. You
          can exercise these rights whatever your location.
        </p>
        <p>
          To make a request, including to <strong>export your data</strong> or <strong>delete your account</strong>,
          contact us through <SupportChannels />. These requests are handled by our support team rather than inside the
          app. We may ask you to confirm that the account is yours, and we answer every privacy enquiry{' '}
          <strong>within {legal.privacyResponseDays} days</strong>.
        </p>
        <p>
          If you are not satisfied with our answer, you may complain to the data-protection authority where you live.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Prepwise is not for children under {legal.minimumAge}, and we do not knowingly collect information from them.
        Students under the age of majority need the permission of a parent or guardian. If you believe a child under{' '}
        {legal.minimumAge} has given us personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        Our hosting provider runs a global network, so your information may be processed in countries other than your
        own, including the United States. Where the law requires it, such transfers are covered by safeguards such as
        the European Commission's standard contractual clauses.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our practices change. If a change is material, we will tell you in the app or by
        email before it takes effect, and we will update the effective date at the top of this page.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For any question about this policy or your personal information, reach us through <SupportChannels />. We answer
        privacy enquiries within {legal.privacyResponseDays} days.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      related={{ to: '/terms-of-service', label: 'Terms of Service' }}
      intro={
        <p>
          Your study materials are yours. This policy explains what information Prepwise collects, why, how long we keep
          it and the choices you have. In short: we collect only what the Service needs, your materials stay private,
          and we never sell your data or use your materials to train AI models.
        </p>
      }
      sections={sections}
    />
  );
}
