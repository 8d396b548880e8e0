# What the bot says when a platform withholds a permission it needs: the
# permission by the platform's own name, and what the bot does meanwhile.

# The bot may not post here at all; $names: the lacking permissions'
# names (lacking-permission-* texts), comma-joined.
lacking-cannot-post = No puedo escribir en este canal: me falta el permiso «{ $names }». Pide a un administrador que me lo dé.
# The bot may post but lacks some permissions; $names as above, $effects:
# what it does meanwhile (lacking-without-* texts), joined by "; ".
lacking-some = Me falta el permiso «{ $names }» en este canal: { $effects }. Pide a un administrador que me lo dé.

## The permissions, by the names Discord shows in this language.

lacking-permission-send-messages = Enviar mensajes
lacking-permission-attach-files = Adjuntar archivos
lacking-permission-embed-links = Insertar enlaces
lacking-permission-create-public-threads = Crear hilos públicos
lacking-permission-send-messages-in-threads = Enviar mensajes en hilos

## What the bot does without a permission it may post without.

# Without link previews.
lacking-without-links = los enlaces saldrán sin vista previa
# Without starting threads or posting in them.
lacking-without-threads = las partidas se quedan en el canal, sin hilo propio
# Without attaching files (pictures).
lacking-without-files = pondré los tableros en texto
