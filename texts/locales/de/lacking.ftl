# What the bot says when a platform withholds a permission it needs: the
# permission by the platform's own name, and what the bot does meanwhile.

# The bot may not post here at all; $names: the lacking permissions'
# names (lacking-permission-* texts), comma-joined.
lacking-cannot-post = Ich kann in diesem Kanal nicht schreiben: Mir fehlt die Berechtigung „{ $names }“. Bitte einen Admin, sie mir zu geben.
# The bot may post but lacks some permissions; $names as above, $effects:
# what it does meanwhile (lacking-without-* texts), joined by "; ".
lacking-some = Mir fehlt in diesem Kanal die Berechtigung „{ $names }“: { $effects }. Bitte einen Admin, sie mir zu geben.

## The permissions, by the names Discord shows in this language.

lacking-permission-send-messages = Nachrichten senden
lacking-permission-attach-files = Dateien anhängen
lacking-permission-embed-links = Links einbetten
lacking-permission-create-public-threads = Öffentliche Threads erstellen
lacking-permission-send-messages-in-threads = Nachrichten in Threads senden

## What the bot does without a permission it may post without.

# Without link previews.
lacking-without-links = Links erscheinen ohne Vorschau
# Without starting threads or posting in them.
lacking-without-threads = Partien bleiben im Kanal, ohne eigenen Thread
# Without attaching files (pictures).
lacking-without-files = ich zeige die Bretter als Text
