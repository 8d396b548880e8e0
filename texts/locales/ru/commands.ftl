# The commands' texts: what each command and each argument is for (one
# line each, at most 100 characters: Discord shows them), the help's
# title and lines, and the room's card. Commands are written as the
# parser reads them: Spanish in Spanish, English in the other languages.

## What each command is for (help and Discord's descriptions).

command-use-create = Создать комнату в этом канале
command-use-join = Присоединиться к комнате по её коду
command-use-move = Сделать ход (или просто напиши ход: e3-e4)
command-use-resign = Сдать партию
command-use-draw = Предложить или принять ничью
command-use-takeback = Попросить отменить свой последний ход или ответить сопернику
command-use-rematch = Попросить реванш
command-use-show = Показать доску
command-use-leave = Перестать смотреть или покинуть партию
command-use-give-time = Дать сопернику время на этот ход
command-use-pings = Упоминания, когда твой ход
command-use-vacation = Остановить часы своих партий на несколько дней (14 в год)
command-use-zone = Твой часовой пояс, для часа ежедневной сводки
command-use-rules = Правила вкратце
command-use-language = Язык канала
command-use-history = Последние партии канала и твои
command-use-game = Запись партии (или текущей)
command-use-puzzle = Задача: забей за несколько ходов (problema pista, problema diario)
command-use-analyse = Анализ завершённой партии
command-use-room = Комната канала: её код, ссылка и кто играет
command-use-widget = Добавляет живую доску в эту комнату Matrix как виджет (админы)
command-use-profile = Твой рейтинг, результаты и график (или другого игрока)
command-use-leaderboard = Лучшие игроки здесь (или везде: global)
command-use-tournament = Турниры: швейцарка или арена, пары составляет бот
command-use-config = Настройки сервера (меняют администраторы)
command-use-help = Список команд

## What each argument is for (Discord's option descriptions).

command-arg-game = Игра
command-arg-seat = Твоя сторона
command-arg-time = Время на ход (1 день, если не выбрано)
command-arg-rival = Человек (по коду) или компьютер
command-arg-level = Уровень компьютера (4, если не выбран)
command-arg-rated = На рейтинг (по умолчанию) или без рейтинга
command-arg-player = Игрок (ты, если не выбран)
command-arg-scope = Этот сервер или все
command-arg-form = Картинка или текст для экранного диктора
command-arg-give = Сколько: 30s, 5m, 2h, 1d…
command-arg-toggle = Упоминать тебя, когда твой ход
command-arg-answer = Да или нет на просьбу соперника
command-arg-away = Сколько (3d) или end, чтобы закончить
command-arg-hour = Час сводки (18h)
command-arg-zone = Твой пояс: Europe/Moscow, Asia/Novosibirsk…
command-arg-language = Код языка: { $codes }
command-arg-number = Её номер в истории
command-arg-code = Код из 4 букв
command-arg-action = Действие
command-arg-setting = Какая настройка
command-arg-value = Новое значение
command-arg-step = create, join, start, withdraw или show
command-arg-rounds = Туры швейцарки (5, если не выбрать)
command-arg-length = Минуты арены вместо швейцарки

## The help: its title, then a line per command (its usage, as the
## parser reads it, and what it is for).

command-help-title = Команды:
# $usage: the command and its arguments; $purpose: a command-use text.
command-help-line = `{ $usage }` — { $purpose }

## The room's card (the room command).

# A taken seat: $team is the side's name, $player the player's.
command-room-seat = { $team } { $player }
# A free seat: $team is the side's name.
command-room-seat-empty = { $team } —
# The room's game: $game its name, $rated rated or casual.
command-room-game = { $game }, { $rated }
# $game: a command-room-game text; $white, $black: command-room-seat texts.
command-room = Комната { $code } ({ $game }): { $white }, { $black }. Чтобы присоединиться: `{ discord-command-unirse } { $code }`
# The same, with the room's web link at the end.
command-room-with-link = Комната { $code } ({ $game }): { $white }, { $black }. Чтобы присоединиться: `{ discord-command-unirse } { $code }` { $link }
