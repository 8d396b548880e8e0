//! The archive, as players ask for it: `historial` (the channel's last
//! games and the user's own) and `partida [ID]` (an archived game's record,
//! or the record of the room's current game).

use crate::engine::{Game, Outcome, Variant};
use crate::host::controls::{Control, Style};
use crate::host::dispatch::registry::end_lines;
use crate::host::files::{Attachment, Replay};
use crate::host::message::Replies;
use crate::host::message::{Mention, Reply, Request, Said};
use crate::host::parts::Parts;
use crate::host::room::{Ending, Room};
use crate::i18n::Label;
use crate::i18n::Words as _;
use crate::ids::{ChannelKey, Community, Platform, UserId};
use crate::store::ArchivedGame;

/// Games listed by `historial`, each list.
const LISTED: usize = 5;

/// The longest record also shown in the text of `partida ID`.
const INLINE_RECORD: usize = 1200;

/// Who asks to see archived games: where they are and who they are.
pub(in crate::host) struct Viewer<'a> {
    /// Their platform.
    pub platform: Platform,
    /// Their community.
    pub community: &'a Community,
    /// Their channel's key, where they ask from a channel.
    pub channel: Option<&'a ChannelKey>,
    /// Who they are, when the platform says (not for a web link).
    pub user: Option<&'a UserId>,
}

/// The web site's community, for what a link shows to anyone.
static WEB: std::sync::LazyLock<Community> = std::sync::LazyLock::new(Community::web);

impl Viewer<'static> {
    /// Anyone following a link of the web page (a record, a closed
    /// room's code): the web site's games only.
    pub fn web_link() -> Viewer<'static> {
        Viewer {
            platform: Platform::Web,
            community: &WEB,
            channel: None,
            user: None,
        }
    }
}

impl<'a> Viewer<'a> {
    /// The one who made `request`, in its channel.
    pub fn of(request: &'a Request, key: &'a ChannelKey) -> Viewer<'a> {
        Viewer {
            platform: request.platform,
            community: &request.community,
            channel: Some(key),
            user: Some(&request.user.id),
        }
    }

    /// Whether an archived game is shown to them: inside its community
    /// (or its channel), or to one of its players; never across
    /// platforms. A Discord game archived before servers were kept is
    /// shown only in its channel and to its players.
    pub fn sees(&self, game: &ArchivedGame) -> bool {
        if game.platform != self.platform {
            return false;
        }
        let player = self
            .user
            .is_some_and(|user| [&game.white.id, &game.black.id].contains(&&user.to_string()));
        let channel = self
            .channel
            .is_some_and(|key| key.to_string() == game.channel);
        let community = match &game.community {
            Some(own) => Some(Community::from(own.as_str())),
            None => game
                .channel
                .strip_prefix(self.platform.name())
                .and_then(|rest| rest.strip_prefix(':'))
                .and_then(|channel| Community::of_channel(self.platform, channel)),
        };
        player || channel || community.as_ref() == Some(self.community)
    }
}

/// An archived web game's record (for the web page's download link):
/// the page shows only the web site's games.
pub fn archived_record(parts: &Parts, id: u64) -> Option<String> {
    let game = parts.store().archived(id).ok()??;
    Viewer::web_link().sees(&game).then(|| record_text(&game))
}

pub(in crate::host) fn history(parts: &Parts, request: &Request, key: &ChannelKey) -> Replies {
    let say = super::flow::asker_say(parts, request);
    let channel = parts.store().channel_games(&key.to_string(), LISTED)?;
    let mine = parts
        .store()
        .player_games(request.platform, request.user.id.as_str(), LISTED)?;
    Ok(vec![super::flow::private(
        request,
        say.history(&channel, &mine),
    )])
}

/// `partida [ID]`: an archived game, or the room's game going on (its
/// last finished one when none is going on or it has no action yet,
/// the channel's last archived game when no room is open), with its
/// record as a file.
pub(in crate::host) fn game_record(
    parts: &Parts,
    request: &Request,
    key: &ChannelKey,
    id: Option<u64>,
) -> Replies {
    let say = super::flow::asker_say(parts, request);
    // The room's state, and whether its current game is still going.
    let room = parts
        .rooms
        .channel_code(key)
        .and_then(|code| parts.rooms.room(code));
    let (state, going) = match room.as_ref().and_then(|r| r.lock().ok()) {
        Some(room) => (Some(room.state.clone()), !room.outcome().is_over()),
        None => (None, false),
    };
    let current = match &state {
        Some(state) if id.is_none() && going => {
            let actions = parts.store().moves(state.code.as_str(), state.game_no)?;
            (!actions.is_empty()).then_some((state, actions))
        }
        _ => None,
    };
    if let Some((state, actions)) = current {
        let record = record(state.variant, &state.start, &actions);
        let name = format!("{}-{}.txt", state.code, state.game_no);
        let text = say.current_record(state.code.as_str(), actions.len());
        let mut reply = super::flow::private(request, text);
        reply.files.push(Attachment::record(name, &record));
        return Ok(vec![reply]);
    }
    let id = match (id, state.and_then(|s| s.archived.last().copied())) {
        (Some(id), _) | (None, Some(id)) => Some(id),
        (None, None) => {
            let last = parts.store().channel_games(&key.to_string(), 1)?;
            last.first().map(|game| game.id)
        }
    };
    let Some(id) = id else {
        return Ok(vec![super::flow::private(request, say.no_game_yet())]);
    };
    let shown = parts
        .store()
        .archived(id)?
        .filter(|game| Viewer::of(request, key).sees(game));
    let reply = match shown {
        Some(game) => {
            let record = record_text(&game);
            // A long record is only in the file (a message has a limit).
            let inline = if record.len() <= INLINE_RECORD {
                &record
            } else {
                ""
            };
            let mut reply = super::flow::private(request, say.archived_game(&game, inline));
            reply
                .files
                .push(Attachment::record(record_name(id), &record));
            reply
        }
        None => super::flow::private(request, say.no_such_game(&id.to_string())),
    };
    Ok(vec![reply])
}

/// The channel's message after a game the last change finished: its
/// record as a file and its replay for the adapter to draw (when the
/// bot draws pictures), then what commands add (a mention of
/// each of `seguir`'s followers). Nothing for a room that closed
/// without a result (idle, or never started).
pub(in crate::host) fn ended(parts: &Parts, room: &mut Room) -> Vec<Reply> {
    let Some(game) = room.finished.take() else {
        return Vec::new();
    };
    let unplayed = matches!(room.state.ending, Some(Ending::Expired | Ending::Aborted));
    if unplayed || !room.outcome().is_over() {
        return Vec::new();
    }
    let say = super::flow::room_say(parts, room);
    let record = record_text(&game);
    let (images, id) = (parts.config.images, game.id);
    let text = Said::new(move |say| match images {
        true => say.replay_posted(id),
        false => say.record_posted(id),
    });
    let analyse = Control::Button {
        id: room.button(super::buttons::GameButton::Analyse(game.id).kind()),
        label: say.label(Label::Analyse),
        style: Style::Secondary,
    };
    let mut reply = super::flow::to_channel(room, text.say(say), None, vec![analyse]);
    reply.said = Some((text, say.0));
    reply
        .files
        .push(Attachment::record(record_name(game.id), &record));
    if parts.config.images {
        // The record cannot say how a game the rules did not end ended.
        let ending = match (room.game.outcome(), room.outcome()) {
            (Outcome::Ongoing, Outcome::Win(team)) => Some(say.0.winner(team)),
            (Outcome::Ongoing, Outcome::Draw) => Some(say.0.draw().to_string()),
            _ => None,
        };
        reply.replay = Some(Replay {
            name: format!("game-{}.gif", game.id),
            record,
            lang: say.0,
            ending,
        });
    }
    let mut replies = vec![reply];
    // What commands add (`seguir`'s mentions of its followers).
    let result = super::announce::result_text(parts, room, say);
    for line in end_lines(&room.state, say.0, &result) {
        let mut reply = super::flow::to_channel(room, line.text, None, Vec::new());
        reply.mention = Some(Mention {
            user: line.user.id,
            name: line.user.name,
            notify: true,
        });
        replies.push(reply);
    }
    replies
}

/// The record file's name of archived game `id`.
fn record_name(id: u64) -> String {
    format!("game-{id}.txt")
}

/// An archived game in the project's record format, readable by `replay`.
pub fn record_text(game: &ArchivedGame) -> String {
    record(game.variant, &game.start, &game.actions)
}

/// A record: `variant:`, the start position when it is not the standard
/// one, then one action a line.
fn record(variant: Variant, start: &str, actions: &[String]) -> String {
    let mut text = format!("variant: {variant}\n");
    if Game::new(variant).to_string() != start {
        text.push_str(&format!("position: {start}\n"));
    }
    for action in actions {
        text.push_str(action);
        text.push('\n');
    }
    text
}
