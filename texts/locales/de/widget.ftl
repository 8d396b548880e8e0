# `tablero` (englisch `widget`): das Live-Brett als Widget eines Matrix-Raums.
widget-added = Das Live-Brett ist jetzt in diesem Raum: öffnet es über die Widgets des Raums (Rauminfo → Erweiterungen in Element). Element bittet jeden einmal zu bestätigen, wer er ist; danach spielt ihr darauf als ihr selbst.
widget-name = Schachfußball
widget-refused = Ich kann das Brett nicht in diesen Raum einfügen: ein Widget braucht Berechtigungsstufe 50, und die habe ich nicht. Ein Admin kann mir diese Stufe geben und noch einmal fragen oder es mit Elements Befehl einfügen:
    /addwidget { $url }
widget-unavailable = Das Live-Brett als Widget gibt es in Matrix-Räumen, deren Bot-Betreiber die Seite für Matrix bereitstellt (`--matrix-widget-url`).
widget-admins = Nur die Admins des Raums (Moderator oder höher) fügen das Live-Brett-Widget hinzu.
