/** A login mail: the address and the code (the transport renders subject and text). */
export interface LoginMail {
  to: string;
  code: string;
}

/** Delivers login mails; throws when the mail could not be handed over. */
export interface MailTransport {
  sendLoginCode(mail: LoginMail, now: number): Promise<void>;
}

export const loginMailText = (code: string) => ({
  subject: `Your login code: ${code}`,
  text: `Your login code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this mail.`,
});
