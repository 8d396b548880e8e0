//! Test only: reaching a Discord stand-in as `discord.com`, so that the
//! bot's HTTP client and serenity's rate limiter run in tests as they do
//! against Discord.

/// Test only: where a Discord stand-in listens, and the certificate it
/// serves as `discord.com`.
#[derive(Clone, Debug)]
pub struct StandIn {
    /// Its HTTPS address.
    pub address: std::net::SocketAddr,
    /// Its certificate, PEM.
    pub ca_pem: Vec<u8>,
}

impl StandIn {
    /// An HTTP client that reaches the stand-in for `discord.com`.
    pub(crate) fn client(&self) -> Result<reqwest::Client, reqwest::Error> {
        let ca = reqwest::Certificate::from_pem(&self.ca_pem)?;
        (reqwest::Client::builder().use_rustls_tls())
            .add_root_certificate(ca)
            .resolve("discord.com", self.address)
            .build()
    }
}
