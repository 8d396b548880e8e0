# `widget` (Spanish `tablero`): the live board as a widget of a Matrix room.
# Said to the room once the widget is in it.
widget-added = The live board is in this room now: open it from the room's widgets (Room info → Extensions in Element). Element asks each of you once to confirm who you are; then you play on it as yourself.
# The widget's name in the room's list of widgets.
widget-name = Chess football
# The bot may not add it (its power level is too low): how an admin adds it by hand.
widget-refused = I can't add the board to this room: a widget takes power level 50 and I don't have it. An admin can give me that level and ask again, or add it with Element's command:
    /addwidget { $url }
# Where there is no widget to add.
widget-unavailable = The live board as a widget is for Matrix rooms, where the bot's operator serves its page to Matrix (`--matrix-widget-url`).
# Someone who is not a room admin asked for it.
widget-admins = Only the room's admins (moderator level or above) add the live board widget.
