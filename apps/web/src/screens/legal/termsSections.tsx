import { EXCHANGE_RATES, MIN_USER_AGE } from '@app/domain';
import type { LegalSection } from '@app/ui';
import Link from '@mui/material/Link';
import { APP_NAME, CONTACT } from '../../app/config';
import { paths } from '../../app/paths';

/** The sections of the Terms of Service (/terms), in order. */
export const termsSections: LegalSection[] = [
  {
    heading: 'Agreement to these terms',
    body: (
      <>
        <p>
          These Terms of Service (“Terms”) govern your use of {APP_NAME}, including the website, the web
          application and related services (the “Service”). By creating an account or using the Service you
          agree to these Terms and to our <Link href={paths.privacy.href()}>Privacy Policy</Link>. If you do
          not agree, do not use the Service.
        </p>
        <p>
          If you accept these Terms on behalf of an organization, you confirm that you have the authority to
          bind it, and “you” includes that organization.
        </p>
      </>
    ),
  },
  {
    heading: 'Eligibility',
    body: (
      <p>
        You must be at least {MIN_USER_AGE} years old to use the Service. If you are under the age of majority
        where you live, you may use the Service only with the consent of a parent or legal guardian who agrees
        to these Terms. You may not use the Service if the law forbids you from doing so.
      </p>
    ),
  },
  {
    heading: 'Accounts',
    body: (
      <>
        <p>
          The Service offers <strong>individual accounts</strong> for personal use and{' '}
          <strong>organization accounts</strong> for companies and teams. You agree to give accurate
          information when you register and to keep it up to date.
        </p>
        <ul>
          <li>Keep your password secret and your sign-in token on devices you trust.</li>
          <li>You are responsible for everything that happens under your account.</li>
          <li>
            Tell us at once at <Link href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</Link> if
            you suspect unauthorized use of your account.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Organization accounts',
    body: (
      <>
        <p>
          When you register an organization, you become its first administrator. Administrators control the
          organization’s workspace: they can invite and remove members, assign roles, create departments and
          teams, change settings and branding, and see and manage the content of the workspace.
        </p>
        <p>
          If you join an organization’s workspace, for example because your email address uses its domain or
          because you accepted an invitation, the organization controls your membership and the content you
          create there, and its administrators may access it. The organization is responsible for having the
          right to give us its members’ information and for how its members use the Service.
        </p>
      </>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <>
        <p>
          You keep all rights in the projects, tasks, comments, files and other content you put into the
          Service (“Your Content”). You give us a worldwide, non-exclusive, royalty-free licence to host,
          store, copy, process and display Your Content only as needed to provide, secure and improve the
          Service for you and the people you share it with.
        </p>
        <p>
          You confirm that you have the rights needed to upload Your Content and that it does not break the
          law or anyone else’s rights. We do not claim ownership of Your Content and we do not sell it.
        </p>
      </>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>break the law or infringe anyone’s intellectual property, privacy or other rights;</li>
          <li>
            upload malware, or try to gain unauthorized access to the Service, other accounts or our systems;
          </li>
          <li>probe, scan or test the Service’s security without our written permission;</li>
          <li>
            overload the Service, or scrape or copy it by automated means outside the features we provide;
          </li>
          <li>send spam, including unsolicited invitations;</li>
          <li>
            harass, threaten or impersonate anyone, or share content that is hateful, violent or exploitative;
          </li>
          <li>
            resell, sublicense or reverse-engineer the Service, except where the law expressly allows it.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Cloud-drive integration and other third-party services',
    body: (
      <>
        <p>
          {APP_NAME} integrates with a third-party cloud-drive service so that you can attach documents from
          your drive to projects and tasks. The Service also lets you sign in with a third-party identity
          provider such as Google.
        </p>
        <ul>
          <li>Using these integrations is optional, and you can disconnect them at any time.</li>
          <li>
            When you connect one, you allow us to access the data you choose to share with the Service, as
            described in the <Link href={paths.privacy.href()}>Privacy Policy</Link>.
          </li>
          <li>
            The third party’s own terms and privacy policy govern its service. We are not responsible for
            third-party services, their availability or the content stored in them.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'The AI assistant',
    body: (
      <p>
        The Service includes an AI assistant that answers questions about your work and can create or update
        projects and tasks when you ask it to. Its answers are generated automatically and may be incomplete
        or wrong; check them before you rely on them, and review any change it makes. The assistant acts only
        with the permissions of the account that uses it.
      </p>
    ),
  },
  {
    heading: 'Finance features',
    body: (
      <p>
        The finance features help you track budgets and spending and show amounts in US dollars or Indian
        rupees. Currency conversions use indicative rates (for example, 1 USD = {EXCHANGE_RATES.USD.INR} INR)
        and may differ from market rates. The finance features are organizational tools, not accounting, tax
        or investment advice.
      </p>
    ),
  },
  {
    heading: 'Plans, trials and billing',
    body: (
      <>
        <p>
          Individual use and the free organization plan cost nothing. Paid organization plans and their prices
          are shown in the app before you subscribe. Trials end on the date shown in your billing settings;
          features that need an active subscription are unavailable after the trial unless you subscribe.
        </p>
        <p>
          Paid plans renew automatically for the same period until cancelled. You can cancel at any time in
          your billing settings; the cancellation takes effect at the end of the current period, and fees
          already paid are not refunded except where the law requires. We will give you at least 30 days’
          notice of a price change.
        </p>
      </>
    ),
  },
  {
    heading: 'Availability and changes to the Service',
    body: (
      <p>
        We work to keep the Service available and secure, but it may sometimes be interrupted for maintenance,
        updates or reasons outside our control. We improve the Service continuously and may add, change or
        remove features. If we remove a feature you pay for, or discontinue the Service, we will give you
        reasonable notice and a way to export Your Content.
      </p>
    ),
  },
  {
    heading: 'Suspension and termination',
    body: (
      <>
        <p>
          You can stop using the Service and delete your account at any time in your profile. We may suspend
          or close an account that seriously or repeatedly breaks these Terms, that creates a security or
          legal risk, or that remains unpaid, and we will tell you why unless the law prevents us.
        </p>
        <p>
          When an account is closed, your right to use the Service ends. Sections that by their nature should
          continue, such as those on Your Content, disclaimers and limitation of liability, survive
          termination.
        </p>
      </>
    ),
  },
  {
    heading: 'Disclaimers',
    body: (
      <p>
        To the extent the law allows, the Service is provided “as is” and “as available”, without warranties
        of any kind, whether express or implied, including warranties of merchantability, fitness for a
        particular purpose and non-infringement. Nothing in these Terms limits rights you have as a consumer
        that cannot be limited by contract.
      </p>
    ),
  },
  {
    heading: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect, incidental, special, consequential or
        punitive damages, or for lost profits, revenue or data. Our total liability for any claim relating to
        the Service is limited to the greater of the amount you paid us in the 12 months before the claim and
        100 US dollars. These limits do not apply to liability that cannot be limited by law, such as for
        fraud or gross negligence.
      </p>
    ),
  },
  {
    heading: 'Indemnity',
    body: (
      <p>
        If you use the Service for business purposes, you agree to defend and indemnify us against claims by
        third parties arising from Your Content or from your breach of these Terms, and to cover the
        reasonable costs that result.
      </p>
    ),
  },
  {
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms. The date at the top shows the current version. If a change is significant,
        we will tell you by email or in the app at least 30 days before it takes effect. If you keep using the
        Service after that, you accept the updated Terms; if you do not agree, you can delete your account
        before the change applies.
      </p>
    ),
  },
  {
    heading: 'General',
    body: (
      <p>
        These Terms are the whole agreement between you and us about the Service. If a part of them cannot be
        enforced, the rest remains in effect. Not enforcing a right is not a waiver of it. You may not
        transfer your rights under these Terms without our consent; we may transfer ours as part of a merger,
        acquisition or sale of assets. These Terms are governed by the laws of the place where the provider of
        the Service is established, without regard to conflict-of-law rules, and mandatory consumer protection
        laws of your country of residence continue to apply.
      </p>
    ),
  },
  {
    heading: 'Contact us',
    body: (
      <p>
        Questions about these Terms? Write to{' '}
        <Link href={`mailto:${CONTACT.legalEmail}`}>{CONTACT.legalEmail}</Link>. For help with your account,
        reach us at <Link href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</Link>.
      </p>
    ),
  },
];
