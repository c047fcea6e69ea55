/** How services send email; modules/email builds the SMTP or outbox one (createMailer), tests their own. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the email carries, printed to the log in outbox mode so a developer can follow it. */
  link: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}
