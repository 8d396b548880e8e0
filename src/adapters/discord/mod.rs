//! Discord: the `/futbol` slash command and message components, on serenity.
//!
//! A thin adapter. An interaction becomes a host [`Request`]; it is
//! acknowledged at once (Discord wants an answer within 3 seconds), then the
//! host answers on the blocking pool. Channel replies become channel
//! messages (a board is a PNG attachment with buttons and menus).
//!
//! Private replies follow Discord's documented interaction flow:
//! - a slash command is deferred ephemerally (type 5); its first private
//!   reply then *edits* that deferred response (`PATCH …/@original`), later
//!   ones are ephemeral follow-ups, and the placeholder is deleted only
//!   when no private reply comes (a follow-up right after a type-5 defer
//!   would itself edit `@original`, so deleting after it erased the reply);
//! - a component is acknowledged with a deferred update (type 6), after
//!   which follow-ups are new ephemeral messages.
//!
//! Every message goes out with `allowed_mentions` empty.

mod activity;
mod asked;
mod bot;
mod command;
mod direct;
mod failures;
mod gateway;
mod in_place;
mod payload;
mod permissions;
mod post;
mod reach;
mod shards;
mod threads;

pub use command::slash_command;

use crate::adapters::bridge::Bridge;
#[cfg(feature = "test-hooks")]
pub use crate::adapters::stand_in::StandIn;
use crate::host::{Door, Input, Platform, Reply, Target, User};
use asked::Asked;
use bot::Bot;
use failures::log_failure;
use reach::Reach;
use serenity::all::{
    CommandInteraction, ComponentInteraction, ComponentInteractionDataKind, Context,
    CreateInteractionResponse, CreateInteractionResponseMessage, EventHandler, GatewayIntents,
    GuildId, Interaction, Ready,
};
use serenity::async_trait;
use serenity::http::HttpBuilder;
pub use shards::ShardRange;
use std::sync::Arc;

/// How to reach Discord.
#[derive(Clone, Debug)]
pub struct DiscordConfig {
    /// The bot token (never logged).
    pub token: String,
    /// Register the commands in this guild only (instant), or globally.
    pub guild: Option<u64>,
    /// Test only: a Discord stand-in, reached as `discord.com` over TLS, so
    /// that everything else (serenity's rate limiter, its retries after a
    /// 429) runs as against Discord.
    #[cfg(feature = "test-hooks")]
    pub api: Option<StandIn>,
    /// Run only these gateway shards (all of them, as Discord recommends
    /// for the bot, when `None`).
    pub shards: Option<ShardRange>,
    /// Where the gateway's connection is reported (`/readyz`).
    pub health: crate::ops::Part,
    /// The Activity's bridge to the page, when the operator set the
    /// Activity up: its moves are posted here, and what is answered here
    /// is shown there ([`activity`]).
    pub activity: Option<Arc<Bridge>>,
}

/// Runs the Discord bot until the connection ends for good, or until
/// `stop` (then every shard's connection is closed).
pub async fn run(
    host: impl Into<Door>,
    config: DiscordConfig,
    stop: crate::ops::Stopping,
) -> Result<(), serenity::Error> {
    #[cfg_attr(not(feature = "test-hooks"), allow(unused_mut))]
    let mut http = HttpBuilder::new(&config.token);
    #[cfg(feature = "test-hooks")]
    if let Some(api) = &config.api {
        http = http.client(api.client()?);
    }
    let host: Door = host.into();
    let boards = Arc::new(reach::Boards::default());
    let bot = Bot {
        host: host.clone(),
        guild: config.guild,
        denied: Arc::default(),
        boards: boards.clone(),
        bridge: config.activity.clone(),
    };
    let poster = bot.clone();
    let mut client =
        serenity::client::ClientBuilder::new_with_http(http.build(), GatewayIntents::GUILDS)
            .event_handler(bot)
            .await?;
    if let Some(bridge) = config.activity.clone() {
        let http = client.http.clone();
        tokio::spawn(activity::post_from_pages(poster, http, bridge.clone()));
    }
    tokio::spawn(sweep(host, client.http.clone(), boards, config.activity));
    let manager = client.shard_manager.clone();
    let watcher = tokio::spawn(gateway::watch(manager.clone(), config.health));
    let started = async {
        match config.shards {
            Some(range) => {
                tracing::info!("discord: running shards {range}");
                // serenity's range end is the last shard run, included.
                client
                    .start_shard_range(range.first..range.last, range.total)
                    .await
            }
            None => client.start().await,
        }
    };
    let result = tokio::select! {
        result = started => result,
        () = stop.wait() => {
            manager.shutdown_all().await;
            tracing::info!("discord: gateway closed");
            Ok(())
        }
    };
    watcher.abort();
    result
}

/// Closes idle Discord rooms once a minute and posts the notices (where
/// only interactions reach, into the game's message while a token can).
async fn sweep(
    host: Door,
    http: Arc<serenity::http::Http>,
    boards: Arc<reach::Boards>,
    bridge: Option<Arc<Bridge>>,
) {
    let poster = host.clone();
    host.sweep(Platform::Discord, |notices| {
        let (http, host, boards) = (http.clone(), poster.clone(), boards.clone());
        if let Some(bridge) = &bridge {
            bridge.to_pages(notices.clone());
        }
        async move {
            let (in_place, notices): (Vec<Reply>, Vec<Reply>) =
                notices.into_iter().partition(|reply| match &reply.target {
                    Target::Channel(channel) => reach::interactions_only(channel),
                    _ => false,
                });
            Bot::notices_in_place(&http, &boards, in_place).await;
            for reply in notices {
                // A game lost on time or to the computer ends with its replay.
                post::notify(&host, &http, reply.drawn().await).await;
            }
        }
    })
    .await;
}

#[async_trait]
impl EventHandler for Bot {
    async fn ready(&self, ctx: Context, ready: Ready) {
        let mut commands = vec![slash_command(), command::admin_command()];
        // The Activity's Entry Point is a global command only: with the
        // global commands, or alone when those are a guild's. The one
        // Discord made (or the operator renamed) is kept as it is, whether
        // or not this bot's Activity is set up: Discord refuses a global
        // overwrite that leaves it out (error 50240) while the portal's
        // Activities are on, and then `/futbol` would not be registered.
        if self.guild.is_none() {
            match activity::existing_entry_point(&ctx.http).await {
                Some(kept) => commands.push(kept),
                None if self.bridge.is_some() => commands.push(activity::entry_point()),
                None => {}
            }
        } else if self.bridge.is_some() && activity::existing_entry_point(&ctx.http).await.is_none()
        {
            let entry = vec![activity::entry_point()];
            let set = serenity::all::Command::set_global_commands(&ctx.http, entry);
            if let Err(error) = set.await {
                log_failure("registering the Activity's entry point", &error);
            }
        }
        let result = match self.guild {
            Some(guild) => GuildId::new(guild)
                .set_commands(&ctx.http, commands)
                .await
                .map(|_| ()),
            None => serenity::all::Command::set_global_commands(&ctx.http, commands)
                .await
                .map(|_| ()),
        };
        match result {
            Ok(()) => tracing::info!("discord: ready as {}", ready.user.name),
            Err(error) => log_failure("registering /futbol", &error),
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
        let reach = Reach::of(command.context, &command.authorizing_integration_owners);
        // Where only interactions reach, this answer may be the game's
        // message: deferred in public (and deleted if only private words
        // come).
        let defer = CreateInteractionResponse::Defer(
            CreateInteractionResponseMessage::new().ephemeral(reach == Reach::Member),
        );
        if let Err(error) = command.create_response(&ctx.http, defer).await {
            log_failure("acknowledging a command", &error);
            return;
        }
        let nick = command.member.as_deref().and_then(|m| m.nick.clone());
        let input = match command.data.name.as_str() {
            command::ADMIN_COMMAND => command::admin_input_of(&command.data.options),
            _ => command::input_of(&command.data.options),
        };
        let asked = Asked::of(
            reach,
            (command.guild_id, command.channel_id),
            (
                command.member.as_deref(),
                command.app_permissions,
                command.channel.as_ref(),
            ),
            (user_of(&command.user, nick), &command.locale),
            input,
        );
        let channel = asked.request.channel.clone();
        let (public, private) = self.answer(asked).await;
        if reach == Reach::Interactions {
            let answer = (public, private);
            return self.command_in_place(ctx, &command, &channel, answer).await;
        }
        self.post(&ctx.http, &public).await;
        let mut private = private.iter();
        let first = match private.next() {
            Some(first) => command
                .edit_response(&ctx.http, payload::original(first))
                .await
                .map(|_| ()),
            None => command.delete_response(&ctx.http).await,
        };
        if let Err(error) = first {
            log_failure("answering a command", &error);
        }
        for reply in private {
            if let Err(error) = command
                .create_followup(&ctx.http, payload::followup(reply))
                .await
            {
                log_failure("a private follow-up", &error);
            }
        }
    }

    async fn component(&self, ctx: &Context, component: ComponentInteraction) {
        if self.bridge.is_some() && activity::opens_board(&component.data.custom_id) {
            return activity::launch(&ctx.http, &component).await;
        }
        if let Err(error) = component
            .create_response(&ctx.http, CreateInteractionResponse::Acknowledge)
            .await
        {
            log_failure("acknowledging a component", &error);
            return;
        }
        let id = match &component.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => {
                values.first().cloned().unwrap_or_default()
            }
            _ => component.data.custom_id.clone(),
        };
        let reach = Reach::of(component.context, &component.authorizing_integration_owners);
        let nick = component.member.as_ref().and_then(|m| m.nick.clone());
        let asked = Asked::of(
            reach,
            (component.guild_id, component.channel_id),
            (
                component.member.as_ref(),
                component.app_permissions,
                component.channel.as_ref(),
            ),
            (user_of(&component.user, nick), &component.locale),
            Input::Button(id.clone()),
        );
        let request = asked.request.clone();
        let (public, private) = self.answer(asked).await;
        if reach == Reach::Interactions {
            let answer = (public, private);
            return self
                .component_in_place(ctx, &component, &request, answer)
                .await;
        }
        self.post(&ctx.http, &public).await;
        for reply in &private {
            if let Err(error) = component
                .create_followup(&ctx.http, payload::followup(reply))
                .await
            {
                log_failure("a private follow-up", &error);
            }
        }
    }

    /// Asks the host; returns its channel replies and the private ones,
    /// with a notice of what the bot lacks in the channel when it lacks
    /// something.
    async fn answer(&self, asked: Asked) -> (Vec<Reply>, Vec<Reply>) {
        let Asked {
            request,
            reach,
            lacking,
        } = asked;
        if let (Reach::Member, Ok(channel)) = (reach, request.channel.parse::<u64>()) {
            self.denied.note(channel, &lacking);
        }
        let replies = self.host.answer(request.clone()).await;
        if let Some(bridge) = &self.bridge {
            bridge.to_pages(replies.clone());
        }
        let (public, mut private): (Vec<Reply>, Vec<Reply>) = replies
            .into_iter()
            .filter(|r| r.platform == Platform::Discord)
            .partition(|r| !r.is_private());
        if !lacking.is_empty() {
            private.extend(self.host.lacking_notice(&request, lacking).await);
        }
        (public, private)
    }
}

/// The display name: the guild nickname, else the global name, else the
/// user name.
fn user_of(user: &serenity::all::User, nick: Option<String>) -> User {
    let name = nick
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    User {
        id: user.id.get().to_string().into(),
        name,
    }
}
