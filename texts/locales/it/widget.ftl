# `tablero` (inglese `widget`): la scacchiera dal vivo come widget di una stanza Matrix.
widget-added = La scacchiera dal vivo ora è in questa stanza: aprila dai widget della stanza (Info stanza → Estensioni in Element). Element chiede a ciascuno una volta di confermare chi è; poi ci giochi come te stesso.
widget-name = Calcio-scacchi
widget-refused = Non posso aggiungere la scacchiera a questa stanza: un widget richiede il livello di potere 50 e non ce l'ho. Un admin può darmi quel livello e chiedere di nuovo, oppure aggiungerla con il comando di Element:
    /addwidget { $url }
widget-unavailable = La scacchiera dal vivo come widget è per le stanze Matrix dove chi gestisce il bot serve la pagina a Matrix (`--matrix-widget-url`).
widget-admins = Solo gli admin della stanza (livello moderatore o superiore) aggiungono il widget della scacchiera dal vivo.
