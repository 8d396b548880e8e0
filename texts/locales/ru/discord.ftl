# Discord's names for /futbol: each sub-command, option and choice, by
# its Spanish name (what the bot matches on). Discord's rules: a name is
# lower case, 1 to 32 letters, digits, - or _ (no spaces); a choice's
# label up to 100 characters. A name also reads as a command word typed
# on Matrix and the page, so no name may be another command's.

discord-futbol = Футбольные шахматы и другие футбольные игры на доске
# The Activity's Entry Point command ("launch"), 100 characters at most.
discord-launch = Открыть живую доску внутри Discord

discord-command-crear = создать
discord-command-unirse = присоединиться
discord-command-mover = ход
discord-command-rendirse = сдаться
discord-command-tablas = ничья
discord-command-deshacer = отменить
discord-command-revancha = реванш
discord-command-ver = показать
discord-command-salir = выйти
discord-command-tiempo = время
discord-command-avisos = уведомления
discord-command-zona = пояс
discord-command-vacaciones = отпуск
discord-command-reglas = правила
discord-command-idioma = язык
discord-command-historial = история
discord-command-perfil = профиль
discord-command-ranking = рейтинг
discord-command-partida = партия
discord-command-analizar = анализ
discord-command-problema = задача
discord-command-torneo = турнир
discord-command-sala = комната
discord-command-ajustes = настройки
discord-command-ayuda = помощь
discord-command-seguir = следить

discord-option-juego = игра
discord-option-lado = сторона
discord-option-tiempo = время
discord-option-rival = соперник
discord-option-nivel = уровень
discord-option-puntos = рейтинг
discord-option-jugador = игрок
discord-option-alcance = охват
discord-option-como = как
discord-option-avisos = уведомления
discord-option-respuesta = ответ
discord-option-dias = дни
discord-option-hora = час
discord-option-zona = пояс
discord-option-idioma = язык
discord-option-numero = номер
discord-option-codigo = код
discord-option-jugada = действие
discord-option-ajuste = настройка
discord-option-valor = значение
discord-option-paso = шаг
discord-option-rondas = туры
discord-option-arena = арена

discord-choice-lado-blancas = белые
discord-choice-lado-negras = чёрные
discord-choice-lado-azar = случайно
discord-choice-lado-local = локально
discord-choice-tiempo-10m = 10 минут
discord-choice-tiempo-1h = 1 час
discord-choice-tiempo-1d = 1 день
discord-choice-tiempo-3d = 3 дня
discord-choice-tiempo-7d = 7 дней
discord-choice-tiempo-sin = без часов
discord-choice-rival-persona = человек
discord-choice-rival-ordenador = компьютер
discord-choice-puntos-puntuada = на рейтинг
discord-choice-puntos-casual = без рейтинга
discord-choice-alcance-aqui = здесь
discord-choice-alcance-global = везде
discord-choice-como-imagen = картинка
discord-choice-como-texto = текст
discord-choice-avisos-si = вкл
discord-choice-avisos-no = выкл
discord-choice-avisos-resumen = сводка
discord-choice-respuesta-si = да
discord-choice-respuesta-no = нет
discord-choice-dias-1d = 1 день
discord-choice-dias-3d = 3 дня
discord-choice-dias-7d = 7 дней
discord-choice-dias-14d = 14 дней
discord-choice-dias-fin = закончить
discord-choice-paso-crear = создать
discord-choice-paso-unirse = вступить
discord-choice-paso-empezar = начать
discord-choice-paso-retirarse = выйти
discord-choice-paso-ver = показать
discord-choice-arena-30 = 30 минут
discord-choice-arena-60 = 1 час
discord-choice-arena-120 = 2 часа
discord-choice-ajuste-canales = каналы
discord-choice-ajuste-rol = роль
discord-choice-ajuste-juego = игра
discord-choice-ajuste-tiempo = время
discord-choice-ajuste-idioma = язык
discord-choice-ajuste-puntuada = рейтинг
discord-choice-ajuste-avisos = уведомления
discord-choice-ajuste-salas = комнаты
discord-choice-ajuste-hilos = ветки
discord-choice-ajuste-torneos = турниры
discord-choice-ajuste-ocultos = скрытые
