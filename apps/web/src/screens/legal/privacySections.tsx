import { FINANCE_GATE_SESSION_HOURS, MIN_USER_AGE, STORAGE_KEYS } from '@app/domain';
import type { LegalSection } from '@app/ui';
import Link from '@mui/material/Link';
import { APP_NAME, CONTACT } from '../../app/config';
import { paths } from '../../app/paths';

/** The sections of the Privacy Policy (/privacy), in order. */
export const privacySections: LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <>
        <p>
          {APP_NAME} is a web application for managing projects, tasks, to-dos, teams and organizations. This
          policy explains what personal information we collect when you use {APP_NAME}, why we collect it, how
          long we keep it and the choices you have. It applies to the website, the web application and the
          related services (together, the “Service”).
        </p>
        <p>
          When you use an <strong>individual account</strong>, we decide how your information is used and are
          responsible for it. When you use an <strong>organization account</strong>, your organization
          (usually your employer) decides how the workspace is used; we process its data on its behalf and
          under its instructions, and your organization’s own privacy notice applies as well.
        </p>
      </>
    ),
  },
  {
    heading: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, password (stored only as a one-way
            hash), profile picture and, if you add it, your job title.
          </li>
          <li>
            <strong>Organization details:</strong> when you register an organization, its name, domain,
            description, branding (colours, fonts, logo, custom styling) and the administrator’s details;
            later its departments, teams, members, roles and billing information.
          </li>
          <li>
            <strong>Your content:</strong> projects, tasks, comments, discussions, to-dos, calendar entries,
            budgets and other finance records, files you link, and the messages you send to the AI assistant.
          </li>
          <li>
            <strong>Invitations:</strong> the email address and project role of people you invite, and who
            invited them and when.
          </li>
          <li>
            <strong>Support requests:</strong> what you tell us when you write to us.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Usage and device information:</strong> the pages you open, the actions you take, your
            browser and operating system, your IP address and the time of each request, recorded in server
            logs.
          </li>
          <li>
            <strong>Security signals:</strong> sign-in attempts, session checks and reports of suspicious
            activity, used to protect your account.
          </li>
          <li>
            <strong>Sessions and the audit log:</strong> for each signed-in session, the device, IP address
            and when it was last used (you see and end them on your profile); in an organization, an audit log
            of sensitive actions (sign-ins, role and settings changes, billing changes) with who did them,
            when, from which address and browser, which the organization's administrators can read.
          </li>
          <li>
            <strong>Error reports:</strong> when the app meets an unexpected error or a blocked resource, your
            browser sends a short technical report (the error and the page), which your organization's
            administrators can read.
          </li>
          <li>
            <strong>Real-time connection data:</strong> while you are signed in, your browser keeps a live
            connection to our servers so that notifications and updates arrive instantly; we record which
            projects and dashboards you are connected to while the connection is open.
          </li>
        </ul>
        <h3>Information from third parties</h3>
        <ul>
          <li>
            <strong>Identity providers:</strong> if you sign in with Google, we receive your name, email
            address, profile picture and an account identifier from Google. We never receive your Google
            password.
          </li>
          <li>
            <strong>Cloud-drive service:</strong> see the next section.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Cloud-drive integration',
    body: (
      <>
        <p>
          {APP_NAME} integrates with a third-party cloud-drive service so that you can attach and open
          documents from your drive inside projects and tasks. The integration is optional and only starts
          when you connect your drive account and grant permission on the provider’s own consent screen.
        </p>
        <ul>
          <li>We access only the files and folders you choose to attach or share with {APP_NAME}.</li>
          <li>
            We store the file’s name, type, link and identifier together with the project or task it belongs
            to; file contents stay in your drive.
          </li>
          <li>
            We keep the access credential the provider gives us encrypted, use it only to show and open the
            files you chose, and delete it when you disconnect the integration or delete your account.
          </li>
          <li>We never sell drive data, use it for advertising or use it to train AI models.</li>
        </ul>
        <p>
          You can disconnect the integration at any time in your settings or in your drive account’s security
          settings. The cloud-drive provider’s own privacy policy governs what it does with your data.
        </p>
      </>
    ),
  },
  {
    heading: 'How we use your information',
    body: (
      <ul>
        <li>To create and run your account and workspace, and to show you your projects, tasks and teams.</li>
        <li>
          To deliver real-time notifications and dashboard updates, and to send service emails such as
          password resets and invitations.
        </li>
        <li>
          To answer your questions to the AI assistant, using the projects, tasks and team data you can
          already see.
        </li>
        <li>To apply your organization’s roles, permissions, branding and subscription.</li>
        <li>To keep the Service secure: detecting abuse, preventing fraud and investigating incidents.</li>
        <li>To understand how the Service is used and improve it, using aggregated information.</li>
        <li>To provide support and to meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    heading: 'Legal bases',
    body: (
      <p>
        Where the law requires a legal basis, we process your information to perform our contract with you
        (running your account and the Service), for our legitimate interests (security, improving the Service,
        and supporting organizations that invite you), to comply with legal obligations, and with your consent
        where we ask for it (for example, when you connect a cloud drive). You can withdraw consent at any
        time; this does not affect processing that already took place.
      </p>
    ),
  },
  {
    heading: 'How we share information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>
            <strong>Within your workspace:</strong> with the people you work with, as your project and
            organization roles allow. Organization administrators can see and manage the accounts of their
            members.
          </li>
          <li>
            <strong>With service providers</strong> who host the Service, send email, process payments and
            provide the AI assistant, under contracts that limit them to acting on our instructions.
          </li>
          <li>
            <strong>With integrations you connect</strong>, such as the cloud-drive service or an identity
            provider.
          </li>
          <li>
            <strong>For legal reasons:</strong> when required by law, or to protect the rights, safety and
            property of our users, the public or us.
          </li>
          <li>
            <strong>In a business transfer</strong>, such as a merger or acquisition, in which case this
            policy continues to protect your information.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Cookies and local storage',
    body: (
      <>
        <p>
          We use no advertising or cross-site tracking cookies. The Service relies on a small number of
          strictly necessary cookies (for example, to complete a sign-in with an identity provider safely) and
          on your browser’s storage, which stays on your device:
        </p>
        <ul>
          <li>
            <code>{STORAGE_KEYS.token}</code>: your sign-in token, so you stay signed in. Removed when you
            sign out or when it expires.
          </li>
          <li>
            <code>{STORAGE_KEYS.darkMode}</code>: whether you prefer the light or dark appearance.
          </li>
          <li>
            <code>{STORAGE_KEYS.userTheme}</code>: your own colour and font choices.
          </li>
          <li>
            <code>{STORAGE_KEYS.selectedCurrency}</code>: the currency (USD or INR) amounts are shown in.
          </li>
          <li>
            <code>{STORAGE_KEYS.exchangeRates}</code>: the exchange rates used to convert amounts.
          </li>
          <li>
            Session storage for the finance area: a record that you unlocked it, which expires after{' '}
            {FINANCE_GATE_SESSION_HOURS} hours and is cleared when you close the tab or log out of the finance
            area.
          </li>
        </ul>
        <p>
          You can clear these at any time in your browser’s settings; you will then be signed out and your
          display preferences reset.
        </p>
      </>
    ),
  },
  {
    heading: 'How long we keep information',
    body: (
      <ul>
        <li>Account and workspace data: for as long as your account exists.</li>
        <li>
          After you delete your account, we delete or anonymize your personal information within 30 days,
          except content that belongs to an organization workspace, which stays with that organization.
        </li>
        <li>Backups: overwritten on a rolling cycle within 90 days.</li>
        <li>Server logs and security records: up to 12 months.</li>
        <li>Billing records: as long as tax and accounting law requires.</li>
        <li>Pending invitations: until they are accepted, declined, cancelled or expire.</li>
      </ul>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        We protect your information with encryption in transit, hashed passwords, signed and expiring sign-in
        tokens, role-based access checks on every request, rate limits and monitoring. No service can be
        perfectly secure; if we learn of a breach that affects your personal information, we will notify you
        and the authorities as the law requires.
      </p>
    ),
  },
  {
    heading: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and receive a copy of it;</li>
          <li>correct information that is wrong or incomplete (most of it you can edit in your profile);</li>
          <li>delete your account and personal information;</li>
          <li>object to or restrict certain processing, and withdraw consent you gave;</li>
          <li>receive your information in a portable format;</li>
          <li>complain to your data protection authority.</li>
        </ul>
        <p>
          To use these rights, write to{' '}
          <Link href={`mailto:${CONTACT.privacyEmail}`}>{CONTACT.privacyEmail}</Link>. If your account belongs
          to an organization, we may refer your request to its administrator. We answer within 30 days and
          will not treat you differently for using your rights.
        </p>
      </>
    ),
  },
  {
    heading: 'Children',
    body: (
      <p>
        The Service is not intended for children. You must be at least {MIN_USER_AGE} years old to use{' '}
        {APP_NAME}. If we learn that we collected personal information from a child under {MIN_USER_AGE}, we
        delete it.
      </p>
    ),
  },
  {
    heading: 'International transfers',
    body: (
      <p>
        We and our service providers may process information in countries other than yours. When we do, we use
        safeguards the law recognizes, such as standard contractual clauses, so your information keeps the
        same level of protection.
      </p>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our practices change. The date at the top shows the latest version; if
        a change is significant, we will tell you by email or in the app before it takes effect. The{' '}
        <Link href={paths.terms.href()}>Terms of Service</Link> explain the rules for using {APP_NAME}.
      </p>
    ),
  },
  {
    heading: 'Contact us',
    body: (
      <p>
        Questions about this policy or your information? Write to{' '}
        <Link href={`mailto:${CONTACT.privacyEmail}`}>{CONTACT.privacyEmail}</Link>. For anything else, reach
        us at <Link href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</Link>.
      </p>
    ),
  },
];
