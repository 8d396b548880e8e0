# `tablero` (anglais `widget`) : le plateau en direct comme widget d'un salon Matrix.
widget-added = Le plateau en direct est maintenant dans ce salon : ouvrez-le depuis les widgets du salon (Informations du salon → Extensions dans Element). Element demande une fois à chacun de confirmer son identité ; ensuite vous y jouez en votre nom.
widget-name = Football-échecs
widget-refused = Je ne peux pas ajouter le plateau à ce salon : un widget demande le niveau de pouvoir 50 et je ne l'ai pas. Un admin peut me donner ce niveau et redemander, ou l'ajouter avec la commande d'Element :
    /addwidget { $url }
widget-unavailable = Le plateau en direct en widget est pour les salons Matrix dont l'opérateur du bot sert la page à Matrix (`--matrix-widget-url`).
widget-admins = Seuls les admins du salon (niveau modérateur ou plus) ajoutent le widget du plateau en direct.
