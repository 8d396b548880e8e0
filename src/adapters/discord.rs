//! Discord: the `/futbol` slash command and message components, on serenity.
//!
//! A thin adapter. An interaction becomes a host [`Request`]; it is
//! acknowledged at once (deferred), then the host answers on the blocking
//! pool. Channel replies become new channel messages (a board is a PNG
//! attachment with buttons and menus); private replies become ephemeral
//! follow-ups. Every message goes out with `allowed_mentions` empty.

use crate::host::{Control, Host, Input, Platform, Reply, Request, Style, Target, User};
use serenity::all::{
    ButtonStyle, ChannelId, CommandDataOption, CommandDataOptionValue, CommandInteraction,
    CommandOptionType, ComponentInteraction, ComponentInteractionDataKind, Context,
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton, CreateCommand,
    CreateCommandOption, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditMessage, EventHandler, GatewayIntents, GuildId, Interaction,
    MessageId, Ready,
};
use serenity::async_trait;
use serenity::http::HttpBuilder;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// How to reach Discord.
#[derive(Clone, Debug)]
pub struct DiscordConfig {
    /// The bot token (never logged).
    pub token: String,
    /// Register the commands in this guild only (instant), or globally.
    pub guild: Option<u64>,
    /// Test only: send every REST call to this base URL, with serenity's
    /// rate limiter off (it ignores the proxy otherwise).
    pub api_proxy: Option<String>,
}

struct Bot {
    host: Arc<Host>,
    guild: Option<u64>,
    /// The last board message per channel, whose buttons are removed when
    /// the next board is posted.
    boards: Mutex<HashMap<u64, MessageId>>,
}

/// Runs the Discord bot until the connection ends for good.
pub async fn run(host: Arc<Host>, config: DiscordConfig) -> Result<(), serenity::Error> {
    let mut http = HttpBuilder::new(&config.token);
    if let Some(proxy) = &config.api_proxy {
        http = http.proxy(proxy.clone()).ratelimiter_disabled(true);
    }
    let bot = Bot {
        host: host.clone(),
        guild: config.guild,
        boards: Mutex::new(HashMap::new()),
    };
    let mut client =
        serenity::client::ClientBuilder::new_with_http(http.build(), GatewayIntents::GUILDS)
            .event_handler(bot)
            .await?;
    tokio::spawn(sweep(host, client.http.clone()));
    client.start().await
}

/// Closes idle Discord rooms once a minute and posts the notices.
async fn sweep(host: Arc<Host>, http: Arc<serenity::http::Http>) {
    host.sweep(Platform::Discord, |notices| {
        let http = http.clone();
        async move {
            for reply in notices {
                if let Target::Channel(channel) = &reply.target
                    && let Ok(id) = channel.parse::<u64>()
                {
                    let _ = ChannelId::new(id)
                        .send_message(&http, message(&reply))
                        .await;
                }
            }
        }
    })
    .await;
}

#[async_trait]
impl EventHandler for Bot {
    async fn ready(&self, ctx: Context, ready: Ready) {
        let command = slash_command();
        let result = match self.guild {
            Some(guild) => GuildId::new(guild)
                .set_commands(&ctx.http, vec![command])
                .await
                .map(|_| ()),
            None => serenity::all::Command::set_global_commands(&ctx.http, vec![command])
                .await
                .map(|_| ()),
        };
        match result {
            Ok(()) => println!("discord: ready as {}", ready.user.name),
            Err(error) => eprintln!("discord: registering /futbol failed: {error}"),
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(command) => self.command(&ctx, command).await,
            Interaction::Component(component) => self.component(&ctx, component).await,
            _ => {}
        }
    }
}

impl Bot {
    async fn command(&self, ctx: &Context, command: CommandInteraction) {
        let defer = CreateInteractionResponse::Defer(
            CreateInteractionResponseMessage::new().ephemeral(true),
        );
        if let Err(error) = command.create_response(&ctx.http, defer).await {
            eprintln!("discord: could not acknowledge a command: {error}");
            return;
        }
        let nick = command.member.as_deref().and_then(|m| m.nick.clone());
        let input = Input::Command(command_text(&command.data.options));
        let private = self
            .answer(ctx, command.channel_id, user_of(&command.user, nick), input)
            .await;
        for reply in &private {
            let _ = command.create_followup(&ctx.http, followup(reply)).await;
        }
        let _ = command.delete_response(&ctx.http).await;
    }

    async fn component(&self, ctx: &Context, component: ComponentInteraction) {
        if let Err(error) = component
            .create_response(&ctx.http, CreateInteractionResponse::Acknowledge)
            .await
        {
            eprintln!("discord: could not acknowledge a component: {error}");
            return;
        }
        let id = match &component.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => {
                values.first().cloned().unwrap_or_default()
            }
            _ => component.data.custom_id.clone(),
        };
        let nick = component.member.as_ref().and_then(|m| m.nick.clone());
        let user = user_of(&component.user, nick);
        let private = self
            .answer(ctx, component.channel_id, user, Input::Button(id))
            .await;
        for reply in &private {
            let _ = component.create_followup(&ctx.http, followup(reply)).await;
        }
    }

    /// Asks the host, posts its channel replies, and returns the private
    /// ones for the caller to send as ephemeral follow-ups.
    async fn answer(
        &self,
        ctx: &Context,
        channel: ChannelId,
        user: User,
        input: Input,
    ) -> Vec<Reply> {
        let request = Request {
            platform: Platform::Discord,
            channel: channel.get().to_string(),
            user,
            input,
        };
        let replies = self.host.clone().handle_async(request).await;
        let (private, public): (Vec<Reply>, Vec<Reply>) = replies
            .into_iter()
            .filter(|r| r.platform == Platform::Discord)
            .partition(Reply::is_private);
        self.post(ctx, &public).await;
        private
    }

    /// Posts channel replies as new messages; a new board takes the buttons
    /// off the previous one, and a room's first message becomes its link.
    async fn post(&self, ctx: &Context, replies: &[Reply]) {
        for reply in replies {
            let Target::Channel(channel) = &reply.target else {
                continue;
            };
            let Ok(channel) = channel.parse::<u64>() else {
                continue;
            };
            let channel_id = ChannelId::new(channel);
            let sent = match channel_id.send_message(&ctx.http, message(reply)).await {
                Ok(sent) => sent,
                Err(error) => {
                    eprintln!("discord: could not post to {channel}: {error}");
                    continue;
                }
            };
            if reply.image.is_none() {
                continue;
            }
            if let Some(code) = &reply.room
                && self.host.room_state(code).is_some_and(|s| s.link.is_none())
            {
                let link = format!(
                    "https://discord.com/channels/{}/{}/{}",
                    sent.guild_id
                        .map_or_else(|| "@me".to_string(), |g| g.get().to_string()),
                    channel,
                    sent.id.get()
                );
                self.host.set_link(code, link);
            }
            let previous = self
                .boards
                .lock()
                .ok()
                .and_then(|mut b| b.insert(channel, sent.id));
            if let Some(previous) = previous {
                let strip = EditMessage::new()
                    .components(Vec::new())
                    .allowed_mentions(CreateAllowedMentions::new());
                let _ = channel_id.edit_message(&ctx.http, previous, strip).await;
            }
        }
    }
}

/// The display name: the guild nickname, else the global name, else the
/// user name.
fn user_of(user: &serenity::all::User, nick: Option<String>) -> User {
    let name = nick
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    User {
        id: user.id.get().to_string(),
        name,
    }
}

/// `/futbol crear juego:boyer lado:negras` → `crear boyer negras`.
fn command_text(options: &[CommandDataOption]) -> String {
    let Some(sub) = options.first() else {
        return String::new();
    };
    let mut words = vec![sub.name.clone()];
    if let CommandDataOptionValue::SubCommand(args) = &sub.value {
        for arg in args {
            if let Some(text) = arg.value.as_str() {
                words.push(text.to_string());
            }
        }
    }
    words.join(" ")
}

fn message(reply: &Reply) -> CreateMessage {
    let mut message = CreateMessage::new()
        .content(clip(&reply.text))
        .allowed_mentions(CreateAllowedMentions::new())
        .components(rows(&reply.controls));
    if let Some(png) = &reply.image {
        message = message.add_file(CreateAttachment::bytes(png.to_vec(), "board.png"));
    }
    message
}

fn followup(reply: &Reply) -> CreateInteractionResponseFollowup {
    let mut followup = CreateInteractionResponseFollowup::new()
        .content(clip(&reply.text))
        .ephemeral(true)
        .allowed_mentions(CreateAllowedMentions::new())
        .components(rows(&reply.controls));
    if let Some(png) = &reply.image {
        followup = followup.add_file(CreateAttachment::bytes(png.to_vec(), "board.png"));
    }
    followup
}

/// Discord's 2,000-character limit.
fn clip(text: &str) -> String {
    let text = if text.is_empty() { "⚽" } else { text };
    text.chars().take(2000).collect()
}

/// Buttons in rows of five, each menu on its own row (five rows at most).
fn rows(controls: &[Control]) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    let mut buttons = Vec::new();
    for (index, control) in controls.iter().enumerate() {
        match control {
            Control::Button { id, label, style } => {
                let style = match style {
                    Style::Primary => ButtonStyle::Primary,
                    Style::Secondary => ButtonStyle::Secondary,
                    Style::Danger => ButtonStyle::Danger,
                };
                buttons.push(
                    CreateButton::new(id.clone())
                        .label(label.clone())
                        .style(style),
                );
            }
            Control::Menu {
                placeholder,
                options,
            } => {
                let options = options
                    .iter()
                    .take(25)
                    .map(|(label, value)| CreateSelectMenuOption::new(label.clone(), value.clone()))
                    .collect();
                let menu = CreateSelectMenu::new(
                    format!("menu:{index}"),
                    CreateSelectMenuKind::String { options },
                )
                .placeholder(placeholder.clone());
                rows.push(CreateActionRow::SelectMenu(menu));
            }
        }
    }
    for chunk in buttons.chunks(5) {
        rows.push(CreateActionRow::Buttons(chunk.to_vec()));
    }
    rows.truncate(5);
    rows
}

/// `/futbol` with its sub-commands, Spanish by default, English localized.
pub fn slash_command() -> CreateCommand {
    let sub = |es: &str, en: &str, desc_es: &str, desc_en: &str| {
        CreateCommandOption::new(CommandOptionType::SubCommand, es, desc_es)
            .name_localized("en-US", en)
            .name_localized("en-GB", en)
            .description_localized("en-US", desc_en)
            .description_localized("en-GB", desc_en)
    };
    let text = |es: &str, en: &str, desc_es: &str, desc_en: &str, required: bool| {
        CreateCommandOption::new(CommandOptionType::String, es, desc_es)
            .name_localized("en-US", en)
            .name_localized("en-GB", en)
            .description_localized("en-US", desc_en)
            .description_localized("en-GB", desc_en)
            .required(required)
    };
    let game = |required: bool| {
        text("juego", "game", "El juego", "The game", required)
            .add_string_choice("futbol", "futbol")
            .add_string_choice("boyer", "boyer")
            .add_string_choice("chessfootball", "chessfootball")
    };
    let side = text("lado", "side", "Tu lado", "Your side", false)
        .add_string_choice_localized(
            "blancas",
            "blancas",
            [("en-US", "white"), ("en-GB", "white")],
        )
        .add_string_choice_localized("negras", "negras", [("en-US", "black"), ("en-GB", "black")])
        .add_string_choice_localized("azar", "azar", [("en-US", "random"), ("en-GB", "random")])
        .add_string_choice_localized("local", "local", [("en-US", "local"), ("en-GB", "local")]);
    let language = text("idioma", "language", "es o en", "es or en", true)
        .add_string_choice("español", "es")
        .add_string_choice("English", "en");
    CreateCommand::new("futbol")
        .description("Fútbol-Ajedrez y otros juegos de fútbol en un tablero")
        .description_localized("en-US", "Chess football games")
        .description_localized("en-GB", "Chess football games")
        .add_option(
            sub(
                "crear",
                "create",
                "Crea una sala en este canal",
                "Create a room in this channel",
            )
            .add_sub_option(game(false))
            .add_sub_option(side),
        )
        .add_option(
            sub(
                "unirse",
                "join",
                "Únete a una sala por su código",
                "Join a room by its code",
            )
            .add_sub_option(text(
                "codigo",
                "code",
                "El código de 4 letras",
                "The 4-letter code",
                true,
            )),
        )
        .add_option(
            sub(
                "mover",
                "move",
                "Juega una jugada (e3-e4, e3>c5, N@e4…)",
                "Play an action (e3-e4, e3>c5, N@e4…)",
            )
            .add_sub_option(text("jugada", "action", "La jugada", "The action", true)),
        )
        .add_option(sub(
            "rendirse",
            "resign",
            "Abandona la partida",
            "Resign the game",
        ))
        .add_option(sub(
            "tablas",
            "draw",
            "Ofrece o acepta tablas",
            "Offer or accept a draw",
        ))
        .add_option(sub(
            "revancha",
            "rematch",
            "Pide la revancha",
            "Ask for a rematch",
        ))
        .add_option(sub("ver", "show", "Muestra el tablero", "Show the board"))
        .add_option(sub(
            "salir",
            "leave",
            "Deja de mirar o abandona",
            "Stop watching or leave",
        ))
        .add_option(
            sub(
                "reglas",
                "rules",
                "Las reglas en breve",
                "The rules in short",
            )
            .add_sub_option(game(false)),
        )
        .add_option(
            sub(
                "idioma",
                "language",
                "El idioma del canal",
                "The channel's language",
            )
            .add_sub_option(language),
        )
        .add_option(sub("ayuda", "help", "Los comandos", "The commands"))
}
