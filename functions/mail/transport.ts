/** A login mail: the address and the code (the transport renders subject and text). */
export interface LoginMail {
  to: string;
  code: string;
}

/** Any mail the site sends: a login code, an admin's test mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Delivers mails; throws when a mail could not be handed over. */
export interface MailTransport {
  send(mail: Mail, now: number): Promise<void>;
}

export const loginMailText = (code: string) => ({
  subject: `Your login code: ${code}`,
  text: `Your login code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this mail.`,
});

/** The login mail of a code, ready to send. */
export const loginMail = ({ to, code }: LoginMail): Mail => ({ to, ...loginMailText(code) });
