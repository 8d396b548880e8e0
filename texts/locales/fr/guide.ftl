# What goes with a board: the picker's texts, button and menu labels,
# the rules in short, the help after the commands, and an accepted
# action in words.

# The picker's second step: $piece is what was picked (a square, @N, ball).
guide-pick-target = Choisis le coup pour { $piece } :
# The `boyer` turn being built: $tokens is its move and kicks so far.
guide-turn-so-far = Tour en cours : { $tokens }. Frappe encore ou termine le tour.

## Button and menu labels: 80 characters at most.

# Take the free seat.
guide-label-join = Rejoindre
# Ask for a rematch.
guide-label-rematch = Revanche
# Give up.
guide-label-resign = Abandonner
# Offer or accept a draw.
guide-label-draw = Proposer nulle
# The picker's first menu.
guide-label-pick = Jouer : choisis une pièce
# The picker's second menu.
guide-label-actions = Choisis le coup
# End a `boyer` turn.
guide-label-end-turn = Terminer le tour
# The next page of a long menu.
guide-label-more = Plus…
# Accept the opponent's takeback request.
guide-label-takeback-yes = Reprendre : oui
# Decline it.
guide-label-takeback-no = Reprendre : non
guide-label-analyse = Analyser
# The button under a board that opens the live board inside Discord
# (the Activity).
guide-label-open-board = Ouvrir le plateau

## The rules in short, one game each (2,000 characters at most), with
## where the full rules are on a line of its own.

guide-rules-futbol-short =
    futbol (Fútbol-Ajedrez) : 8×8, gardien P (1 case), défenseurs D (1–2 en ligne droite), milieux C (1–2 en diagonale), attaquants A (saut de cavalier). Buts d1/e1 et d8/e8. Une action par tour. Le porteur du ballon dribble d'1 case, passe (≤5), centre (≤5, jamais sur une case de but) ou tire (≤3). Prendre le porteur lui vole le ballon. Le premier à 2 buts gagne ; après 160 coups, celui qui mène gagne. (Choix : la position de départ, l'ordre de replacement après un but, les centres jamais sur une case de but.)
guide-rules-futbol =
    { guide-rules-futbol-short }
    { guide-full-rules }
guide-rules-boyer-short =
    boyer (Boyer, 1951) : 9×9, pièces d'échecs sans pions, ballon en e5, buts e1 et e9. Pas de prises. Un tour : un déplacement facultatif, puis des frappes des pièces voisines du ballon, chacune une fois. Roi : 1 case ; tour en ligne droite ; fou en diagonale ; dame les deux ; cavalier à un saut de lui-même. Pas de frappe vers le but le long de la rangée 1 ou 9. Le premier but gagne (réglable) ; 100 tours chacun sans but, c'est nulle. (Choix : pas d'exception de coin pour le cavalier, nulle à 200 tours.)
guide-rules-boyer =
    { guide-rules-boyer-short }
    { guide-full-rules }
guide-rules-chessfootball-short =
    chessfootball : 8×8, 6 pièces par camp placées une à une dans ta moitié de terrain (roi sur une case de but, 2 pions, 3 au choix) ; buts c1–f1 et c8–f8. Le ballon a toujours un porteur ; seul le porteur peut être pris. But si le ballon finit sur une case de but adverse (passe comprise) ou en prenant le roi qui porte le ballon. Deux mi-temps de 45 coups par camp. (Choix : le camp qui donne le coup d'envoi place en premier, sa première pièce en e4/e5.)
guide-rules-chessfootball =
    { guide-rules-chessfootball-short }
    { guide-full-rules }
# Where the full rules are.
guide-full-rules = Règles complètes : docs/rules.md dans le dépôt du bot.

## The help after the list of commands: actions, buttons and reactions,
## one line. Command words stay as the parser reads them.

guide-help-rest = Coups : `c3-d4` déplacer, `c3xd4` prendre, `e3>c5` ballon, `N@e4` placer, `e7-e8=Q` promouvoir, `--` passer. Boutons : Rejoindre, Jouer, Nulle, Abandonner, Revanche. Sur Matrix, réactions : ✋ rejoindre, 🤝 nulle, 🏳️ abandon, 🔁 revanche, 👍/👎 pour une reprise. Quitter en pleine partie, c'est abandonner.

## An accepted action in words: "Blancs : passe e3 → c5". $side is the
## side's name, $from and $to squares, $role a piece letter, $turn a
## whole `boyer` turn; the word for what was played comes from
## guide-played-kind.

# What was played, by its kind.
guide-played-kind = { $kind ->
    [skip] tour passé
    [move] déplacement
    [pick-up] ballon ramassé
    [capture] prise
    [steal] ballon volé
    [dribble] dribble
    [pass] passe
    [cross] centre
    [shot] tir
    [save] tir… arrêté !
    [turn] tour
    [place] placement
   *[promote] promotion
}
# The turn passed.
guide-played-skip = { $side } : { guide-played-kind }.
# A piece or the ball went from a square to another.
guide-played-step = { $side } : { guide-played-kind } { $from } → { $to }
# A pawn promoted to $role.
guide-played-promote = { $side } : { guide-played-kind } { $from } → { $to } = { $role }
# A piece was placed (`chessfootball`).
guide-played-place = { $side } : { guide-played-kind } { $role } { $to }
# A whole `boyer` turn.
guide-played-turn = { $side } : { guide-played-kind } { $turn }

# A step's kind, before it in the move picker's menus ("Pass g4>h4").
guide-step-kind = { $kind ->
    [capture] Prendre
    [pass] Passe
    [cross] Centre
    [shot] Tir
    [goal] But !
    [kick] Frappe
    [place] Placer
    [promote] Promouvoir
    [skip] Passer
    [end] Terminer le tour
   *[move] Déplacer
}
