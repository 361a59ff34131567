import {
  DEFAULT_THEME,
  EMAIL_PREFERENCE_LABELS,
  type EmailKind,
  NOTIFICATION_MAIL_TEXTS,
  type RichTextDoc,
  richTextToHtml,
} from '@app/domain';
import { escapeHtml } from '../../lib/mail';

/** One change a mail tells of. */
export interface MailItem {
  message: string;
  /** A comment's text. */
  excerpt: string | null;
  /** The comment as rich text: the HTML part quotes it formatted (the plain part quotes `excerpt`). */
  excerptDoc?: RichTextDoc | null;
  /** The task's link (a digest lists several tasks). */
  taskUrl: string | null;
}

export interface NotificationMailInput {
  organization: { name: string; logo: string | null; primaryColor: string | undefined } | null;
  /** The task of a batch; null in a daily digest. */
  task: { title: string; url: string } | null;
  items: readonly MailItem[];
  kind: EmailKind;
  unsubscribeUrl: string;
  /** The app's origin: links of a quoted comment that go to a path of the app become absolute. */
  appOrigin?: string;
}

const SAFE_COLOR = /^#[0-9a-f]{6}$/i;
const SAFE_LOGO = /^https:\/\/[^\s"'<>]+$/i;

/** Subject, plain text and HTML of one notification mail, in the organization's branding. */
export function renderNotificationMail(input: NotificationMailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const { items, task } = input;
  const first = items[0];
  const subject = task
    ? items.length === 1 && first
      ? first.message.replace(/"([^"]*)"/, '“$1”')
      : NOTIFICATION_MAIL_TEXTS.updates(items.length, task.title)
    : NOTIFICATION_MAIL_TEXTS.digest(items.length);
  const color =
    input.organization?.primaryColor && SAFE_COLOR.test(input.organization.primaryColor)
      ? input.organization.primaryColor
      : DEFAULT_THEME.primaryColor;
  const orgName = input.organization?.name ?? 'TaskFlow';
  const footer = NOTIFICATION_MAIL_TEXTS.footer(EMAIL_PREFERENCE_LABELS[input.kind].toLowerCase());

  const text = [
    orgName,
    '',
    ...items.flatMap((item) => [
      `- ${item.message}`,
      ...(item.excerpt ? item.excerpt.split('\n').map((line) => `  > ${line}`) : []),
      ...(!task && item.taskUrl ? [`  ${item.taskUrl}`] : []),
    ]),
    '',
    ...(task ? [`${NOTIFICATION_MAIL_TEXTS.openTask}: ${task.url}`, ''] : []),
    '--',
    footer,
    `${NOTIFICATION_MAIL_TEXTS.unsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');

  const logo =
    input.organization?.logo && SAFE_LOGO.test(input.organization.logo) ? input.organization.logo : null;
  const itemHtml = items
    .map(
      (item) =>
        `<li style="margin:0 0 12px">${escapeHtml(item.message)}${
          item.excerptDoc
            ? `<blockquote style="margin:6px 0 0;padding:6px 10px;border-left:3px solid ${color};color:#333">${richTextToHtml(item.excerptDoc, input.appOrigin ?? '')}</blockquote>`
            : item.excerpt
              ? `<blockquote style="margin:6px 0 0;padding:6px 10px;border-left:3px solid ${color};color:#333;white-space:pre-wrap">${escapeHtml(item.excerpt)}</blockquote>`
              : ''
        }${!task && item.taskUrl ? ` <a href="${escapeHtml(item.taskUrl)}" style="color:${color}">${escapeHtml(NOTIFICATION_MAIL_TEXTS.openTask)}</a>` : ''}</li>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="margin:0;padding:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-top:4px solid ${color}">
<tr><td style="padding:16px 24px;background:${color};color:#ffffff;font-size:18px;font-weight:bold">${
    logo
      ? `<img src="${escapeHtml(logo)}" alt="" height="32" style="vertical-align:middle;margin-right:8px">`
      : ''
  }${escapeHtml(orgName)}</td></tr>
<tr><td style="padding:24px;color:#222;font-size:15px;line-height:1.5">
${task ? `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(task.title)}</h1>` : ''}
<ul style="padding-left:18px;margin:0 0 16px">${itemHtml}</ul>
${task ? `<p style="margin:0"><a href="${escapeHtml(task.url)}" style="display:inline-block;padding:10px 16px;background:${color};color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(NOTIFICATION_MAIL_TEXTS.openTask)}</a></p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;color:#666;font-size:12px;border-top:1px solid #eee">${escapeHtml(footer)}
<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#666">${escapeHtml(NOTIFICATION_MAIL_TEXTS.unsubscribe)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
