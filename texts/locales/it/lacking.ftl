# What the bot says when a platform withholds a permission it needs: the
# permission by the platform's own name, and what the bot does meanwhile.

# The bot may not post here at all; $names: the lacking permissions'
# names (lacking-permission-* texts), comma-joined.
lacking-cannot-post = Non posso scrivere in questo canale: mi manca il permesso «{ $names }». Chiedi a un amministratore di darmelo.
# The bot may post but lacks some permissions; $names as above, $effects:
# what it does meanwhile (lacking-without-* texts), joined by "; ".
lacking-some = Mi manca il permesso «{ $names }» in questo canale: { $effects }. Chiedi a un amministratore di darmelo.

## The permissions, by the names Discord shows in this language.

lacking-permission-send-messages = Invia messaggi
lacking-permission-attach-files = Allega file
lacking-permission-embed-links = Incorpora link
lacking-permission-create-public-threads = Crea thread pubblici
lacking-permission-send-messages-in-threads = Invia messaggi nei thread

## What the bot does without a permission it may post without.

# Without link previews.
lacking-without-links = i link appariranno senza anteprima
# Without starting threads or posting in them.
lacking-without-threads = le partite restano nel canale, senza un thread proprio
# Without attaching files (pictures).
lacking-without-files = metterò le scacchiere in testo
