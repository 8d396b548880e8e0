# What the bot says when a platform withholds a permission it needs: the
# permission by the platform's own name, and what the bot does meanwhile.

# The bot may not post here at all; $names: the lacking permissions'
# names (lacking-permission-* texts), comma-joined.
lacking-cannot-post = Не могу писать в этот канал: нет права «{ $names }». Попроси администратора его дать.
# The bot may post but lacks some permissions; $names as above, $effects:
# what it does meanwhile (lacking-without-* texts), joined by "; ".
lacking-some = В этом канале нет права «{ $names }»: { $effects }. Попроси администратора его дать.

## The permissions, by the names Discord shows in this language.

lacking-permission-send-messages = Отправлять сообщения
lacking-permission-attach-files = Прикреплять файлы
lacking-permission-embed-links = Встраивать ссылки
lacking-permission-create-public-threads = Создавать публичные ветки
lacking-permission-send-messages-in-threads = Отправлять сообщения в ветках

## What the bot does without a permission it may post without.

# Without link previews.
lacking-without-links = ссылки будут без превью
# Without starting threads or posting in them.
lacking-without-threads = партии остаются в канале, без своей ветки
# Without attaching files (pictures).
lacking-without-files = доски будут текстом
