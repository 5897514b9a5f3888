import { Link } from 'react-router';
import { archiveContents, EXPORT_KEPT_DAYS } from '@amicus/contract/account/data';
import { REFRESH_TOKEN_TTL_DAYS } from '@amicus/contract/common/constants';
import { LegalPage, LegalSection } from '../components/legal-page';

/**
 * /privacy. Every statement here is what the code does (server modules named in the comments), so a change
 * there must change this page: the data kept, who reads it, where text is sent, retention and deletion.
 */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What you tell Amicus about a legal problem is often confidential. This page says plainly what Amicus keeps, who can read it, where your words are sent to be answered, and how to have it deleted."
    >
      <LegalSection title="What Amicus keeps">
        <ul>
          <li>
            Your account: name, username, e-mail address, an optional profile picture, and your password as a
            one-way hash (argon2id), never the password itself.
          </li>
          <li>
            Your chats: the legal area, topic and questionnaire answers you give, every message you send and
            every reply, with the legal sources a reply cites.
          </li>
          <li>
            Your mock trials: the case description, your role and place, the documents you upload with the
            text read from them, and the summaries and analyses written for you.
          </li>
          <li>
            Your letters and other documents with their versions; the documents you upload for review, with
            their reviews; and your recordings, with their transcripts and analyses.
          </li>
          <li>
            Credits, plans and payments: your balance and how it changed, your subscriptions, and each
            payment&rsquo;s amount and outcome. Of a saved card Amicus keeps only its brand, last four digits,
            expiry, cardholder name, billing address and the payment provider&rsquo;s id for it. Card numbers
            and security codes never reach Amicus: your browser turns them into a one-time token.
          </li>
          <li>
            If you enter your own AI provider key in Settings, it is stored encrypted and never shown back in
            full.
          </li>
          <li>
            In your browser: your sign-in (in this tab only when &ldquo;Remember me&rdquo; is off), your
            theme, and the text of a message you have not sent yet, kept in this tab until you send it or sign
            out.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Who can read your chats and documents">
        <p>
          You, and the administrators of this Amicus service. The administration area lets administrators read
          every user&rsquo;s chats and messages, and open every mock trial with its documents and analyses, so
          they can run the service and answer support requests. No other user can: asking for another
          person&rsquo;s chat or trial is answered as if it did not exist.
        </p>
        <p>
          Amicus is not a law firm. Talking to it does not make anyone your lawyer, and what you write is not
          protected by legal professional privilege. Leave out what you do not need to say, such as other
          people&rsquo;s full names, account numbers or identity numbers.
        </p>
      </LegalSection>

      <LegalSection title="Where your words are sent to be answered">
        <p>
          Out of the box, replies and analyses are written by Amicus&rsquo;s built-in model, which runs on the
          Amicus server itself: your text does not leave it.
        </p>
        <p>
          When the service is set up to use a hosted AI provider (such as OpenAI, Anthropic, Google, or
          another service of that kind), or you choose one with your own key in Settings, the text needed for
          each answer is sent to that provider: your chat&rsquo;s messages with its questionnaire, or your
          case and the text of its documents. The provider handles it under its own terms. When legal-library
          search uses a hosted embedding service, the words searched for are sent to that service too.
        </p>
      </LegalSection>

      <LegalSection title="No training on your data">
        <p>
          Amicus does not train, fine-tune or otherwise improve any AI model with your chats, documents or
          account. It uses them only to give you the service: your replies, your analyses, your history.
        </p>
      </LegalSection>

      <LegalSection title="Your data and how long it is kept">
        <ul>
          <li>
            Your account, chats, letters and other documents, mock trials, document reviews, recordings and
            the files you upload are kept until you delete them or delete your account. Chats, documents,
            reviews and recordings each have their own Delete, which removes them from the database at once,
            not merely from view; mock trials go with your account.
          </li>
          <li>
            An archive of your data, once prepared, can be downloaded for {EXPORT_KEPT_DAYS} days; then it is
            deleted.
          </li>
          <li>
            Sign-in sessions expire {REFRESH_TOKEN_TTL_DAYS} days after they were last used, and end at once
            when you sign out; changing your password ends all your other sessions.
          </li>
          <li>
            Payment records (each payment&rsquo;s amount, date and outcome) are kept for 7 years, as tax law
            requires, without your name or e-mail address. Card numbers are never kept: Amicus never receives
            them.
          </li>
          <li>
            Deleting your account removes everything else at once: your profile and settings, chats,
            documents, mock trials, reviews, recordings and files, saved cards, subscriptions, credits
            history, and the copies of e-mails Amicus sent you. Administrators cannot read what was deleted:
            the record that an account was deleted, and earlier records of changes to it, keep no name, e-mail
            or other detail of it. You delete your account yourself, with your password, under Profile &rarr;
            Delete account.
          </li>
        </ul>
        <p>
          To download everything Amicus holds about you, open Profile &rarr; Your data and choose
          &ldquo;Download your data&rdquo;. Amicus prepares one zip archive holding:
        </p>
        <ul>
          {archiveContents.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection title="Security">
        <p>
          Sign-in sessions expire and can be ended; a password change signs out your other devices. Each user
          sees and changes only their own chats, trials, cards and subscriptions. Uploaded documents are read
          in separate, limited processes and stored where only the service can reach them, never at a public
          address. The full details are in the project&rsquo;s published source code.
        </p>
        <p>
          How you may use Amicus is in the{' '}
          <Link to="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
