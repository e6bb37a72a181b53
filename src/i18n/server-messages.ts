/**
 * The API's messages in Russian, by their stable key (src/contracts/messages.ts): the type asks
 * for every key, so a new message cannot ship without its translation. Other languages show the
 * API's English text.
 */
import type { MessageKey } from "../contracts/messages";
import { fillMessage, type MessageParams } from "../domain/fill-message";
import { textLocale } from "../domain/locale";

const ru: Record<MessageKey, string> = {
  "error.notFound": "Страница не найдена",
  "error.serverError": "Что-то пошло не так",
  "error.rateLimited": "429 - Превышен лимит запросов",
  "error.proRequired": "Требуется статус Pro",
  "error.payloadTooLarge": "Слишком большое тело запроса",
  "error.methodNotAllowed": "Метод не разрешён",
  "error.notJsonType": "Отправьте тело как application/json",
  "error.notJson": "Тело запроса — не JSON",
  "error.reservedKey": "В теле запроса зарезервированный ключ (__proto__, constructor или prototype)",
  "error.signInRequired": "Нужно войти",
  "error.crossSite": "Запрос с другого сайта отклонён",
  "error.notYourAccount": "Это не ваш аккаунт",
  "error.invalidRequest": "Неверный запрос",
  "auth.invalidEmail": "Неверный адрес почты",
  "auth.sendFailed": "Ошибка отправки на указанную почту",
  "auth.invalidCode": "Ошибка: неверный код",
  "auth.shareNotValid": "Ссылка недействительна",
  "auth.shareAccepted": "Ссылка уже использована",
  "auth.usernameTaken": "Такое имя пользователя уже занято",
  "user.mainNotPve": "Основной профиль не может быть PVE",
  "user.mainNotDeleted": "Основной профиль нельзя удалить",
  "user.tooManyChars": "Слишком много персонажей",
  "limit.favourites": "Не больше {max} избранных",
  "limit.apiKeys": "Не больше {max} API-ключей на аккаунт",
  "limit.customPrices": "Не больше {max} своих цен",
  "limit.loadouts": "Не больше {max} сборок на аккаунт",
  "limit.progression": "В списке прогресса было бы больше записей, чем можно",
  "progression.questNotFound": "Задание не найдено",
  "progression.hideoutLevelNotFound": "Уровень убежища не найден",
  "loadout.sameAlreadyPublished": "Точно такая же сборка уже опубликована",
  "loadout.notValidToPublish":
    "Исправьте сборку перед публикацией: все обязательные слоты заняты, несовместимых деталей нет",
  "loadout.notAGun": "Это не оружие: сначала выберите оружие",
  "loadout.unknownAmmo": "Неизвестный патрон {ammo} для этого оружия",
  "loadout.partDoesNotFit": "{part} не подходит в слот {slot}",
  "loadout.unknownPart": "Неизвестный предмет {part} в слоте {slot}",
  "gear.notValidToPublish": "Исправьте снаряжение перед публикацией: несовместимых предметов быть не должно",
  "gear.empty": "Выберите хотя бы один предмет",
  "gear.unknownItem": "Неизвестный предмет {item} в слоте «{slot}»",
  "gear.wrongSlot": "{item} не надевается в слот «{slot}»",
  "challenge.off": "Сейчас нет челленджа стримеров",
  "challenge.ended": "Этот челлендж закончился",
  "challenge.username": "Сначала задайте имя пользователя на /user: его показывает таблица лидеров",
  "challenge.frozen": "Закончившийся челлендж нельзя изменить",
  "admin.ownAdmin": "Нельзя снять с себя роль администратора",
  "admin.fileTooLarge": "Файл больше 8 МБ",
  "admin.filesTooLarge": "Файлы вместе больше 8 МБ",
  "admin.noAddress": "Из названия не получается адрес: используйте буквы или цифры",
  "admin.addressTaken": "Предмет с адресом {url} уже есть",
  "admin.addressTakenBy": "Предмет с адресом {url} уже есть ({name})",
  "admin.nameTaken": "Предмет с названием {name} уже есть ({url})",
  "admin.nothingToChange": "Нечего менять",
  "admin.notEditable": "{field}: это поле не редактируется",
  "admin.mailFailed": "Письмо не отправлено: {error}",
};

/** What the API said, as the client holds it: its English text, and its key and values when it has them. */
export type ServerSaid = { message: string; key?: string; params?: MessageParams };

const isKey = (key: string): key is MessageKey => Object.hasOwn(ru, key);

/**
 * The API's message in the reader's language: by its key (never by its English words), else as sent.
 * @example serverText({ message: "Invalid email", key: "auth.invalidEmail" }, "ru") // "Неверный адрес почты"
 */
export function serverText(said: ServerSaid, locale: string | null | undefined): string {
  if (textLocale(locale ?? "en") === "ru" && said.key && isKey(said.key))
    return fillMessage(ru[said.key], said.params);
  return said.message;
}
