# What goes with a board: the picker's texts, button and menu labels,
# the rules in short, the help after the commands, and an accepted
# action in words.

# The picker's second step: $piece is what was picked (a square, @N, ball).
guide-pick-target = Wähle den Zug für { $piece }:
# The `boyer` turn being built: $tokens is its move and kicks so far.
guide-turn-so-far = Laufende Runde: { $tokens }. Mach noch einen Kick oder beende die Runde.

## Button and menu labels: 80 characters at most.

# Take the free seat.
guide-label-join = Beitreten
# Ask for a rematch.
guide-label-rematch = Revanche
# Give up.
guide-label-resign = Aufgeben
# Offer or accept a draw.
guide-label-draw = Remis anbieten
# The picker's first menu.
guide-label-pick = Ziehen: Figur wählen
# The picker's second menu.
guide-label-actions = Zug wählen
# End a `boyer` turn.
guide-label-end-turn = Runde beenden
# The next page of a long menu.
guide-label-more = Mehr…
# Accept the opponent's takeback request.
guide-label-takeback-yes = Zurücknehmen: ja
# Decline it.
guide-label-takeback-no = Zurücknehmen: nein
guide-label-analyse = Analysieren
# The button under a board that opens the live board inside Discord
# (the Activity).
guide-label-open-board = Brett öffnen

## The rules in short, one game each (2,000 characters at most), with
## where the full rules are on a line of its own.

guide-rules-futbol-short =
    futbol (Fútbol-Ajedrez): 8×8, Torwart P (1 Feld), Verteidiger D (1–2 gerade), Mittelfeldspieler C (1–2 diagonal), Stürmer A (Springersprung). Tore d1/e1 und d8/e8. Ein Zug pro Runde. Der Ballführende dribbelt 1 Feld, passt (≤5), flankt (≤5, nie auf ein Torfeld) oder schießt (≤3). Wer den Ballführenden schlägt, erobert den Ball. Wer 2 Tore schießt, gewinnt; nach 160 Zügen gewinnt, wer vorn liegt. (Festlegungen: Startaufstellung, Reihenfolge der Neuaufstellung nach einem Tor, Flanken nie auf ein Torfeld.)
guide-rules-futbol =
    { guide-rules-futbol-short }
    { guide-full-rules }
guide-rules-boyer-short =
    boyer (Boyer, 1951): 9×9, Schachfiguren ohne Bauern, Ball auf e5, Tore e1 und e9. Kein Schlagen. Eine Runde: ein optionaler Zug, dann Kicks von Figuren neben dem Ball, jede einmal. König: 1 Feld; Turm gerade; Läufer diagonal; Dame beides; Springer einen Springersprung von sich weg. Kein Kick entlang der Reihe 1 oder 9 ins Tor. Das erste Tor gewinnt (einstellbar); 100 Runden je Seite ohne Tor: Remis. (Festlegungen: keine Eckausnahme für Springer, Remis nach 200 Runden.)
guide-rules-boyer =
    { guide-rules-boyer-short }
    { guide-full-rules }
guide-rules-chessfootball-short =
    chessfootball: 8×8, 6 Figuren je Seite, einzeln in deiner Hälfte aufgestellt (König auf ein Torfeld, 2 Bauern, 3 nach Wahl); Tore c1–f1 und c8–f8. Der Ball ist immer bei einer Figur; nur der Ballführende kann geschlagen werden. Tor, wenn der Ball auf einem gegnerischen Torfeld landet (auch per Pass) oder wenn der König mit Ball geschlagen wird. Zwei Halbzeiten mit je 45 Zügen pro Seite. (Festlegung: Wer Anstoß hat, stellt zuerst auf, die erste Figur auf e4/e5.)
guide-rules-chessfootball =
    { guide-rules-chessfootball-short }
    { guide-full-rules }
# Where the full rules are.
guide-full-rules = Vollständige Regeln: docs/rules.md im Repository des Bots.

## The help after the list of commands: actions, buttons and reactions,
## one line. Command words stay as the parser reads them.

guide-help-rest = Züge: `c3-d4` ziehen, `c3xd4` schlagen, `e3>c5` Ball, `N@e4` setzen, `e7-e8=Q` umwandeln, `--` aussetzen. Buttons: Beitreten, Ziehen, Remis, Aufgeben, Revanche. Matrix-Reaktionen: ✋ beitreten, 🤝 Remis, 🏳️ aufgeben, 🔁 Revanche, 👍/👎 Rücknahme. Wer mitten in der Partie geht, gibt auf.

## An accepted action in words: "Weiß: Pass e3 → c5". $side is the
## side's name, $from and $to squares, $role a piece letter, $turn a
## whole `boyer` turn; the word for what was played comes from
## guide-played-kind.

# What was played, by its kind.
guide-played-kind = { $kind ->
    [skip] setzt aus
    [move] zieht
    [pick-up] nimmt den Ball auf
    [capture] schlägt
    [steal] erobert den Ball
    [dribble] Dribbling
    [pass] Pass
    [cross] Flanke
    [shot] Schuss
    [save] Schuss… gehalten!
    [turn] Runde
    [place] setzt
   *[promote] Umwandlung
}
# The turn passed.
guide-played-skip = { $side }: { guide-played-kind }.
# A piece or the ball went from a square to another.
guide-played-step = { $side }: { guide-played-kind } { $from } → { $to }
# A pawn promoted to $role.
guide-played-promote = { $side }: { guide-played-kind } { $from } → { $to } = { $role }
# A piece was placed (`chessfootball`).
guide-played-place = { $side }: { guide-played-kind } { $role } { $to }
# A whole `boyer` turn.
guide-played-turn = { $side }: { guide-played-kind } { $turn }

# A step's kind, before it in the move picker's menus ("Pass g4>h4").
guide-step-kind = { $kind ->
    [capture] Schlagen
    [pass] Pass
    [cross] Flanke
    [shot] Schuss
    [goal] Tor!
    [kick] Kick
    [place] Setzen
    [promote] Umwandeln
    [skip] Aussetzen
    [end] Runde beenden
   *[move] Ziehen
}
