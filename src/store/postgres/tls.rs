//! TLS to PostgreSQL with rustls (the `ring` provider, named here rather
//! than taken from the process, so no other crate's choice can change or
//! break it), checking the server's certificate as much as `sslmode` asks:
//! not at all for `prefer` and `require` (libpq's meaning: encrypted, not
//! authenticated), up to a trusted root for `verify-ca`, and the host name
//! too for `verify-full`. Also: what a failed first connection tells the
//! operator, in words rather than tokio-postgres's "error performing TLS
//! handshake".

use super::address::{Address, Roots, SslMode};
use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::{WebPkiSupportedAlgorithms, verify_tls12_signature, verify_tls13_signature};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{
    CertificateError, ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme,
};
use std::path::PathBuf;
use std::sync::Arc;
use thiserror::Error;
use tokio_postgres_rustls::MakeRustlsConnect;

/// Why no TLS connector could be made (before any connection is tried).
#[derive(Debug, Error)]
pub enum TlsError {
    /// `sslrootcert` names a file that does not read as PEM certificates.
    #[error("sslrootcert {}: {reason}", path.display())]
    RootFile {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// Neither `sslrootcert` nor the system gave a single root.
    #[error(
        "no trusted root certificates in the system's store for sslmode={0}; name one with sslrootcert=PATH"
    )]
    NoRoots(&'static str),
    /// rustls refused the configuration.
    #[error("TLS configuration: {0}")]
    Rustls(String),
}

/// The connector for `address`: every connection of the store (the pool's
/// and the one that listens) is made with it.
pub fn connector(address: &Address) -> Result<MakeRustlsConnect, TlsError> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let builder = ClientConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .map_err(|e| TlsError::Rustls(e.to_string()))?;
    // As libpq, `require` with a root named checks the chain (verify-ca).
    let mode = match (address.mode, &address.roots) {
        (SslMode::Require, Some(_)) => SslMode::VerifyCa,
        (mode, _) => mode,
    };
    let mut config = match mode {
        SslMode::Disable | SslMode::Prefer | SslMode::Require => builder
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(Unverified(
                provider.signature_verification_algorithms,
            ))),
        SslMode::VerifyCa | SslMode::VerifyFull => {
            let roots = roots(address.roots.as_ref().unwrap_or(&Roots::System), mode)?;
            let verifier = WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider)
                .build()
                .map_err(|e| TlsError::Rustls(e.to_string()))?;
            if mode == SslMode::VerifyCa {
                builder
                    .dangerous()
                    .with_custom_certificate_verifier(Arc::new(AnyName(verifier)))
            } else {
                builder.with_webpki_verifier(verifier)
            }
        }
    }
    .with_no_client_auth();
    // PostgreSQL 17 checks it when the client offers ALPN; older servers
    // ignore it.
    config.alpn_protocols = vec![b"postgresql".to_vec()];
    Ok(MakeRustlsConnect::new(config))
}

/// The trusted roots: the file's certificates, or the system's.
fn roots(roots: &Roots, mode: SslMode) -> Result<RootCertStore, TlsError> {
    let mut store = RootCertStore::empty();
    match roots {
        Roots::File(path) => {
            let unreadable = |reason: String| TlsError::RootFile {
                path: path.clone(),
                reason,
            };
            let certificates = CertificateDer::pem_file_iter(path)
                .map_err(|e| unreadable(e.to_string()))?
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| unreadable(e.to_string()))?;
            for certificate in certificates {
                store
                    .add(certificate)
                    .map_err(|e| unreadable(e.to_string()))?;
            }
            if store.is_empty() {
                return Err(unreadable("no certificate in it".into()));
            }
        }
        Roots::System => {
            // Certificates the system has but cannot read are skipped, as
            // every TLS client does.
            let found = rustls_native_certs::load_native_certs();
            store.add_parsable_certificates(found.certs);
            if store.is_empty() {
                return Err(TlsError::NoRoots(mode.name()));
            }
        }
    }
    Ok(store)
}

/// `prefer` and `require`: any certificate passes, but the handshake's
/// signatures must still be made with its key.
#[derive(Debug)]
struct Unverified(WebPkiSupportedAlgorithms);

impl ServerCertVerifier for Unverified {
    fn verify_server_cert(
        &self,
        _: &CertificateDer<'_>,
        _: &[CertificateDer<'_>],
        _: &ServerName<'_>,
        _: &[u8],
        _: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls12_signature(message, cert, dss, &self.0)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls13_signature(message, cert, dss, &self.0)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.supported_schemes()
    }
}

/// `verify-ca`: the full check, except that the certificate need not name
/// the host (rustls checks the chain first, so a name mismatch means the
/// chain passed).
#[derive(Debug)]
struct AnyName(Arc<WebPkiServerVerifier>);

impl ServerCertVerifier for AnyName {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        match self
            .0
            .verify_server_cert(end_entity, intermediates, server_name, ocsp, now)
        {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.supported_verify_schemes()
    }
}

/// What a failed first connection says: a server refusing TLS, and a
/// certificate refused, in words; anything else as [`chain`] tells it.
pub fn describe(error: &(dyn std::error::Error + 'static), mode: SslMode) -> String {
    let mut cause = Some(error);
    while let Some(error) = cause {
        // tokio-postgres's words when the server answers "N" to the TLS
        // request; it has no typed error for it.
        if error.to_string() == "server does not support TLS" {
            return format!("the server does not accept TLS (sslmode={})", mode.name());
        }
        let rustls = error
            .downcast_ref::<std::io::Error>()
            .and_then(|io| io.get_ref())
            .and_then(|inner| inner.downcast_ref::<rustls::Error>())
            .or_else(|| error.downcast_ref::<rustls::Error>());
        if let Some(refusal @ rustls::Error::InvalidCertificate(_)) = rustls {
            return format!(
                "the server's certificate was refused (sslmode={}): {refusal}",
                mode.name()
            );
        }
        cause = error.source();
    }
    chain(error)
}

/// An error with the causes tokio-postgres and the pool keep out of their
/// own text ("error performing TLS handshake"), each once. None of these
/// texts carries the password: tokio-postgres's errors never quote the
/// configuration, and the server's name the user only.
pub fn chain(error: &(dyn std::error::Error + 'static)) -> String {
    let mut text = error.to_string();
    let mut cause = error.source();
    while let Some(error) = cause {
        let line = error.to_string();
        if !text.ends_with(&line) {
            text = format!("{text}: {line}");
        }
        cause = error.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address(mode: SslMode, roots: Option<Roots>) -> Address {
        Address {
            rest: "postgres://h/db".into(),
            mode,
            roots,
        }
    }

    #[test]
    fn modes_that_do_not_verify_need_no_roots() {
        for mode in [SslMode::Disable, SslMode::Prefer, SslMode::Require] {
            assert!(connector(&address(mode, None)).is_ok(), "{}", mode.name());
        }
    }

    #[test]
    fn a_root_file_that_does_not_read_is_named() {
        let dir = tempfile::tempdir().expect("dir");
        let missing = dir.path().join("missing.crt");
        let empty = dir.path().join("empty.crt");
        std::fs::write(&empty, "not a certificate\n").expect("written");
        for path in [missing, empty] {
            let Err(error) = connector(&address(
                SslMode::VerifyFull,
                Some(Roots::File(path.clone())),
            )) else {
                panic!("{} must be refused", path.display());
            };
            assert!(matches!(error, TlsError::RootFile { .. }), "{error}");
            assert!(
                error.to_string().contains(&*path.to_string_lossy()),
                "{error}"
            );
        }
        // `require` with a root checks the chain, so it reads the file too.
        let path = dir.path().join("missing.crt");
        assert!(connector(&address(SslMode::Require, Some(Roots::File(path)))).is_err());
    }

    #[test]
    fn causes_are_shown_once_each() {
        #[derive(Debug, Error)]
        #[error("outer: {0}")]
        struct Outer(#[source] Inner);
        #[derive(Debug, Error)]
        #[error("inner")]
        struct Inner(#[source] std::io::Error);
        let error = Outer(Inner(std::io::Error::other("deepest")));
        assert_eq!(chain(&error), "outer: inner: deepest");
        assert_eq!(describe(&error, SslMode::Prefer), "outer: inner: deepest");
    }
}
