# What the bot says when a platform withholds a permission it needs: the
# permission by the platform's own name, and what the bot does meanwhile.

# The bot may not post here at all; $names: the lacking permissions'
# names (lacking-permission-* texts), comma-joined.
lacking-cannot-post = I cannot post in this channel: I lack the “{ $names }” permission. Ask an admin to grant it.
# The bot may post but lacks some permissions; $names as above, $effects:
# what it does meanwhile (lacking-without-* texts), joined by "; ".
lacking-some = I lack the “{ $names }” permission in this channel: { $effects }. Ask an admin to grant it.

## The permissions, by the names Discord shows in this language.

lacking-permission-send-messages = Send Messages
lacking-permission-attach-files = Attach Files
lacking-permission-embed-links = Embed Links
lacking-permission-create-public-threads = Create Public Threads
lacking-permission-send-messages-in-threads = Send Messages in Threads

## What the bot does without a permission it may post without.

# Without link previews.
lacking-without-links = links show without a preview
# Without starting threads or posting in them.
lacking-without-threads = games stay in the channel, without a thread of their own
# Without attaching files (pictures).
lacking-without-files = boards come as text
