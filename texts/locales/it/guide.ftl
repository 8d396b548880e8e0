# What goes with a board: the picker's texts, button and menu labels,
# the rules in short, the help after the commands, and an accepted
# action in words.

# The picker's second step: $piece is what was picked (a square, @N, ball).
guide-pick-target = Scegli la mossa per { $piece }:
# The `boyer` turn being built: $tokens is its move and kicks so far.
guide-turn-so-far = Turno in corso: { $tokens }. Continua con un altro calcio o termina il turno.

## Button and menu labels: 80 characters at most.

# Take the free seat.
guide-label-join = Unisciti
# Ask for a rematch.
guide-label-rematch = Rivincita
# Give up.
guide-label-resign = Abbandona
# Offer or accept a draw.
guide-label-draw = Proponi patta
# The picker's first menu.
guide-label-pick = Muovi: scegli un pezzo
# The picker's second menu.
guide-label-actions = Scegli la mossa
# End a `boyer` turn.
guide-label-end-turn = Termina il turno
# The next page of a long menu.
guide-label-more = Altro…
# Accept the opponent's takeback request.
guide-label-takeback-yes = Annulla mossa: sì
# Decline it.
guide-label-takeback-no = Annulla mossa: no
guide-label-analyse = Analizza
# The button under a board that opens the live board inside Discord
# (the Activity).
guide-label-open-board = Apri la scacchiera

## The rules in short, one game each (2,000 characters at most), with
## where the full rules are on a line of its own.

guide-rules-futbol-short =
    futbol (Fútbol-Ajedrez): 8×8, portiere P (1 casa), difensori D (1–2 in orizzontale o verticale), centrocampisti C (1–2 in diagonale), attaccanti A (salto del cavallo). Porte d1/e1 e d8/e8. Un'azione per turno. Chi ha la palla dribbla di 1 casa, passa (≤5), crossa (≤5, mai su una casa di porta) o tira (≤3). Catturare chi ha la palla gliela ruba. Vince chi segna 2 gol; dopo 160 mosse, chi è in vantaggio. (Scelte: posizione iniziale, ordine di riposizionamento dopo un gol e cross mai su una casa di porta.)
guide-rules-futbol =
    { guide-rules-futbol-short }
    { guide-full-rules }
guide-rules-boyer-short =
    boyer (Boyer, 1951): 9×9, pezzi degli scacchi senza pedoni, palla in e5, porte e1 ed e9. Niente catture. Turno: una mossa facoltativa, poi calci dei pezzi vicini alla palla, ognuno una volta. Re: 1 casa; torre in orizzontale o verticale; alfiere in diagonale; donna in entrambi i modi; cavallo a un salto da sé. Non si calcia lungo la traversa 1 o 9 verso la porta. Vince il primo gol (configurabile); 100 turni per parte senza gol: patta. (Scelte: nessuna eccezione d'angolo per il cavallo, patta a 200 turni.)
guide-rules-boyer =
    { guide-rules-boyer-short }
    { guide-full-rules }
guide-rules-chessfootball-short =
    chessfootball: 8×8, 6 pezzi per parte piazzati uno alla volta nella tua metà campo (re su una casa di porta, 2 pedoni, 3 a scelta); porte c1–f1 e c8–f8. La palla ce l'ha sempre qualcuno; si cattura solo chi ha la palla. Gol se la palla finisce su una casa di porta avversaria (anche con un passaggio) o catturando il re con la palla. Due tempi da 45 mosse per parte. (Scelta: piazza per primo chi batte il calcio d'inizio, e il suo primo pezzo va in e4/e5.)
guide-rules-chessfootball =
    { guide-rules-chessfootball-short }
    { guide-full-rules }
# Where the full rules are.
guide-full-rules = Regole complete: docs/rules.md nel repository del bot.

## The help after the list of commands: actions, buttons and reactions,
## one line. Command words stay as the parser reads them.

guide-help-rest = Mosse: `c3-d4` muovi, `c3xd4` cattura, `e3>c5` palla, `N@e4` piazza, `e7-e8=Q` promuovi, `--` passa. Pulsanti: Unisciti, Muovi, Patta, Abbandona, Rivincita. Reazioni su Matrix: ✋ unisciti, 🤝 patta, 🏳️ abbandona, 🔁 rivincita, 👍/👎 annullamento. Chi esce durante la partita abbandona.

## An accepted action in words: "Bianco: passaggio e3 → c5". $side is the
## side's name, $from and $to squares, $role a piece letter, $turn a
## whole `boyer` turn; the word for what was played comes from
## guide-played-kind.

# What was played, by its kind.
guide-played-kind = { $kind ->
    [skip] passa il turno
    [move] muove
    [pick-up] raccoglie la palla
    [capture] cattura
    [steal] ruba la palla
    [dribble] dribbling
    [pass] passaggio
    [cross] cross
    [shot] tiro
    [save] tiro… parato!
    [turn] turno
    [place] piazza
   *[promote] promuove
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
    [capture] Cattura
    [pass] Passaggio
    [cross] Cross
    [shot] Tiro
    [goal] Gol!
    [kick] Calcio
    [place] Piazza
    [promote] Promuovi
    [skip] Passa
    [end] Termina il turno
   *[move] Muovi
}
