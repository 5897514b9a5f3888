import { Link } from 'react-router';
import { LegalPage, LegalSection } from '../components/legal-page';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** /terms: the rules of using Amicus, including how plans renew as the billing code does it. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="Amicus is an AI legal-help service run as a non-profit initiative. By creating an account you agree to these terms."
    >
      <LegalSection title="Legal information, not legal advice">
        <p>
          Amicus gives general legal information written by an AI model, with the sources of law it relies on
          where it has them. It is not a lawyer and does not give legal advice; its answers can be incomplete,
          out of date or wrong, and a mock trial is a rehearsal, not a prediction of what a court will decide.
          Using Amicus does not create a lawyer&ndash;client relationship. For anything with high stakes or a
          deadline, talk to a lawyer or a legal aid service.
        </p>
      </LegalSection>

      <LegalSection title="Your account">
        <ul>
          <li>
            Give true details, keep your password to yourself, and tell us if someone else used your account.
          </li>
          <li>
            Do not use Amicus to harm others, to break the law, or to upload documents you have no right to
            share. Do not try to get around its limits or reach other people&rsquo;s data.
          </li>
          <li>Administrators may deactivate an account that breaks these terms.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Your content">
        <p>
          What you write and upload stays yours. Amicus uses it only to answer you and to show you your
          history, and never to train AI models. Who can read it, where it is sent to be answered, and how it
          is deleted are set out in the{' '}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection title="Credits, plans and renewals">
        <ul>
          <li>Messages to the assistant cost credits; new accounts start with some, and plans add more.</li>
          <li>
            A plan adds its credits when you buy it and at each renewal. It renews automatically on its next
            billing date only when a saved card can be charged: a card entered once at checkout is charged
            once and not kept. Without a saved card, we e-mail you a week before the date, and on the date the
            plan becomes past due and adds no more credits.
          </li>
          <li>
            You can cancel from the plan page at any time. Cancelling is immediate and final, nothing more is
            charged, and the credits you already have stay yours.
          </li>
          <li>Card numbers never reach Amicus; payments are taken by our payment provider.</li>
        </ul>
      </LegalSection>

      <LegalSection title="The service">
        <p>
          We work to keep Amicus available and correct, but provide it as it is, without guarantees. We may
          change these terms; the version on this page is the one that applies.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
