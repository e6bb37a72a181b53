import { defineCatalogue, t } from "./index";

/**
 * A sentence with a value the operator configures (GET /api/be/site-settings `payment`): `set`
 * holds `{value}` where the value goes; `unset` says plainly that the site has not set it up.
 */
export type PaymentSentence = { readonly set: string; readonly unset: string };

/** Texts may hold [links](target) and `code` (src/components/legal/RichText.astro). */
type PayoneerMessages = {
  intro: string;
  loading: string;
  failed: string;
  patreonTitle: string;
  patreonPage: PaymentSentence;
  patreonLogin: string;
  payoneerTitle: string;
  payoneerIntro: string;
  stepAccount: string;
  price: PaymentSentence;
  payoneerAccount: PaymentSentence;
  writeTo: PaymentSentence;
  stepAdmin: string;
  endTitle: string;
  endPayoneer: string;
  endPatreon: string;
  questionsTitle: string;
  questions: PaymentSentence;
  discord: string;
  terms: string;
};

const en: PayoneerMessages = {
  intro:
    "Pro is the site's paid tier; [the login page](/user) lists what it unlocks. Most players get it with a pledge on Patreon. If you cannot pay through Patreon, you can pay through Payoneer instead, as described below.",
  loading: "Loading the payment details…",
  failed: "The payment details could not be loaded. Reload the page to try again.",
  patreonTitle: "Pro through Patreon",
  patreonPage: {
    set: "Pledge on the site's Patreon page: {value}.",
    unset: "This site's operator has not set up a Patreon page yet.",
  },
  patreonLogin:
    "Then log in with Patreon on [the login page](/user), using the same Patreon account. The site reads your membership when you log in and gives you Pro until your next billing date. After a renewal, log in with Patreon again so that the site sees the new date.",
  payoneerTitle: "Pro through Payoneer",
  payoneerIntro: "If you cannot pay through Patreon:",
  stepAccount:
    "Sign in on [the login page](/user) with your e-mail address, so that there is an account to give Pro to.",
  price: {
    set: "Pro costs {value}. Decide how many months you want.",
    unset: "This site's operator has not set up a price for Pro yet. Please do not pay until it is set.",
  },
  payoneerAccount: {
    set: "Send the amount for those months to the operator's Payoneer account: {value}.",
    unset: "This site's operator has not set up Payoneer payments yet.",
  },
  writeTo: {
    set: "Write to {value} with your account's e-mail address, the number of months and the sender's name on the payment.",
    unset: "This site's operator has not set up a contact address yet.",
  },
  stepAdmin:
    "An admin checks the payment and sets Pro on your account with an end date. It takes effect from your next page load, and [your account page](/account) shows the date.",
  endTitle: "When Pro ends",
  endPayoneer:
    "Pro paid through Payoneer ends on the end date set on your account. Nothing renews and nothing is charged automatically: to extend Pro, pay again and write again.",
  endPatreon: "Pro through Patreon ends when your pledge ends, with the period you paid for.",
  questionsTitle: "Questions",
  questions: {
    set: "Questions about a payment: write to {value}.",
    unset: "This site's operator has not set up a contact address yet.",
  },
  discord: "You can also ask on our [Discord server](discord).",
  terms: "The [terms of service](/legal/tos) apply to Pro however you pay for it.",
};

const ru: PayoneerMessages = {
  intro:
    "Pro — платный уровень доступа сайта; что он открывает, перечислено на [странице входа](/user). Обычно его получают, оформив подписку на Patreon. Если платить через Patreon у вас не получается, можно оплатить через Payoneer — как именно, написано ниже.",
  loading: "Загружаем платёжные данные…",
  failed: "Не удалось загрузить платёжные данные. Обновите страницу, чтобы попробовать ещё раз.",
  patreonTitle: "Pro через Patreon",
  patreonPage: {
    set: "Оформите подписку на странице сайта в Patreon: {value}.",
    unset: "Владелец сайта ещё не указал страницу на Patreon.",
  },
  patreonLogin:
    "Затем войдите через Patreon на [странице входа](/user) с тем же аккаунтом Patreon. Сайт проверит подписку при входе и даст Pro до следующей даты списания. После продления войдите через Patreon ещё раз, чтобы сайт увидел новую дату.",
  payoneerTitle: "Pro через Payoneer",
  payoneerIntro: "Если заплатить через Patreon не получается:",
  stepAccount:
    "Войдите на [странице входа](/user) по адресу почты, чтобы у вас был аккаунт, которому выдадут Pro.",
  price: {
    set: "Pro стоит {value}. Решите, на сколько месяцев он вам нужен.",
    unset: "Владелец сайта ещё не указал цену Pro. Пожалуйста, не платите, пока её нет.",
  },
  payoneerAccount: {
    set: "Переведите сумму за эти месяцы на счёт Payoneer владельца сайта: {value}.",
    unset: "Владелец сайта ещё не настроил оплату через Payoneer.",
  },
  writeTo: {
    set: "Напишите на {value}: укажите адрес почты вашего аккаунта, число месяцев и имя отправителя платежа.",
    unset: "Владелец сайта ещё не указал адрес для связи.",
  },
  stepAdmin:
    "Администратор проверит платёж и выдаст вашему аккаунту Pro с датой окончания. Он заработает со следующей загрузки страницы, а дату покажет [страница аккаунта](/account).",
  endTitle: "Когда заканчивается Pro",
  endPayoneer:
    "Pro, оплаченный через Payoneer, заканчивается в дату, указанную в вашем аккаунте. Ничего не продлевается и не списывается автоматически: чтобы продлить Pro, переведите оплату ещё раз и снова напишите.",
  endPatreon: "Pro через Patreon заканчивается вместе с подпиской — когда истекает оплаченный период.",
  questionsTitle: "Вопросы",
  questions: {
    set: "С вопросами об оплате пишите на {value}.",
    unset: "Владелец сайта ещё не указал адрес для связи.",
  },
  discord: "Спросить можно и на нашем [сервере Discord](discord).",
  terms: "К Pro, как бы вы его ни оплатили, применяются [условия использования](/legal/tos).",
};

const payoneerCatalogue = defineCatalogue<PayoneerMessages>({ en, ru });

/** The /payoneer-about page's texts in a locale. */
export const payoneerText = (locale: string | null | undefined): PayoneerMessages =>
  t(payoneerCatalogue, locale);
