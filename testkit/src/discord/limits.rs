//! What a message may hold (Message Resource, Component Reference): the
//! sizes of content, embeds, rows, buttons, menus, custom ids and files; a
//! breach is refused as Discord refuses it and recorded as a violation.

use super::*;

/// Discord's JSON error body (Opcodes and Status Codes, JSON Error Codes).
pub(super) fn error(status: StatusCode, code: u64, message: &str) -> Response {
    (
        status,
        axum::Json(json!({ "code": code, "message": message })),
    )
        .into_response()
}

/// API Reference, Error Messages: a form error is `{"code": 50035,
/// "errors": {...}, "message": "Invalid Form Body"}`.
pub(super) fn invalid_form(problems: &[(&str, String)]) -> Response {
    let errors: Vec<Value> = problems
        .iter()
        .map(|(rule, detail)| json!({ "code": "BASE_TYPE_INVALID", "message": format!("{rule}: {detail}") }))
        .collect();
    (
        StatusCode::BAD_REQUEST,
        axum::Json(json!({ "code": 50035, "message": "Invalid Form Body", "errors": { "_errors": errors } })),
    )
        .into_response()
}

pub(super) fn chars(value: &Value) -> usize {
    value.as_str().map_or(0, |s| s.chars().count())
}

/// The limits on a message body (new message, edit, follow-up, or
/// interaction callback data); each breach is (rule, detail).
pub(super) fn limits(body: &Value) -> Vec<(&'static str, String)> {
    let mut problems = Vec::new();
    // Messages resource, Create Message / Edit Message, and Webhook
    // resource, Execute Webhook / Edit Webhook Message: content "Message
    // contents (up to 2000 characters)".
    let content = chars(&body["content"]);
    if content > 2000 {
        problems.push((
            "content up to 2000 characters",
            format!("{content} characters"),
        ));
    }
    // Messages resource, Attachment Object: description "description for
    // the file (max 1024 characters)".
    for attachment in body["attachments"].as_array().into_iter().flatten() {
        let description = chars(&attachment["description"]);
        if description > 1024 {
            problems.push((
                "attachment description up to 1024 characters",
                format!("{description} characters"),
            ));
        }
    }
    let Some(rows) = body.get("components").and_then(Value::as_array) else {
        return problems;
    };
    // Component Reference, Legacy Message Component Behavior: "Legacy
    // messages allow up to 5 action rows as top-level components".
    if rows.len() > 5 {
        problems.push(("up to 5 action rows", format!("{} rows", rows.len())));
    }
    let mut ids: Vec<String> = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        if row["type"] != 1 {
            problems.push((
                "top-level components are action rows",
                format!("row {r} has type {}", row["type"]),
            ));
            continue;
        }
        let children = row["components"].as_array().cloned().unwrap_or_default();
        let buttons = children.iter().filter(|c| c["type"] == 2).count();
        let selects = children
            .iter()
            .filter(|c| matches!(c["type"].as_u64(), Some(3 | 5 | 6 | 7 | 8)))
            .count();
        // Component Reference, Action Row: "Up to 5 interactive button
        // components or a single select component".
        if buttons > 5 {
            problems.push((
                "up to 5 buttons in an action row",
                format!("row {r} has {buttons}"),
            ));
        }
        if selects > 1 || (selects == 1 && buttons > 0) {
            problems.push((
                "a single select menu in an action row, without buttons",
                format!("row {r} has {selects} menus and {buttons} buttons"),
            ));
        }
        for child in &children {
            let custom_id = &child["custom_id"];
            let is_link = child["type"] == 2 && matches!(child["style"].as_u64(), Some(5 | 6));
            if !is_link {
                // Component Reference, Anatomy of a Component / Button /
                // String Select: custom_id "1-100 characters"; "Multiple
                // components on the same message must not share the same
                // custom_id".
                let length = chars(custom_id);
                if !(1..=100).contains(&length) {
                    problems.push((
                        "custom_id of 1 to 100 characters",
                        format!("{custom_id} ({length})"),
                    ));
                }
                if let Some(id) = custom_id.as_str() {
                    if ids.iter().any(|seen| seen == id) {
                        problems.push(("custom_id unique within a message", id.to_string()));
                    }
                    ids.push(id.to_string());
                }
            }
            if child["type"] == 2 {
                // Component Reference, Button: label "max 80 characters".
                let label = chars(&child["label"]);
                if label > 80 {
                    problems.push((
                        "button label max 80 characters",
                        format!("{} ({label})", child["label"]),
                    ));
                }
            }
            if selects > 0 && child["type"] != 2 {
                // Component Reference, String Select: placeholder "max 150
                // characters"; options "max 25"; Select Option: label,
                // value and description "max 100 characters".
                let placeholder = chars(&child["placeholder"]);
                if placeholder > 150 {
                    problems.push((
                        "select placeholder max 150 characters",
                        format!("{placeholder} characters"),
                    ));
                }
                let options = child["options"].as_array().cloned().unwrap_or_default();
                if options.len() > 25 {
                    problems.push((
                        "select options max 25",
                        format!("{} options", options.len()),
                    ));
                }
                for option in &options {
                    for (field, rule) in [
                        ("label", "select option label max 100 characters"),
                        ("value", "select option value max 100 characters"),
                        (
                            "description",
                            "select option description max 100 characters",
                        ),
                    ] {
                        let length = chars(&option[field]);
                        if length > 100 {
                            problems.push((rule, format!("{} ({length})", option[field])));
                        }
                    }
                }
            }
        }
    }
    problems
}

/// The largest file a guild without boosts takes: the interaction's
/// `attachment_size_limit` ("Attachment size limit in bytes") above.
pub(super) const ATTACHMENT_SIZE_LIMIT: usize = 10_485_760;

/// The limits on uploaded files. Messages resource, Create Message: "The
/// maximum request size when sending a message is 25 MiB"; Uploading
/// Files: "up to 10 files" a message (`files[n]`, n from 0 to 9); and each
/// file within the `attachment_size_limit` the interaction carries.
pub(super) fn file_limits(files: &[(String, Vec<u8>)]) -> Vec<(&'static str, String)> {
    let mut problems = Vec::new();
    if files.len() > 10 {
        problems.push(("up to 10 files a message", format!("{} files", files.len())));
    }
    let total: usize = files.iter().map(|(_, bytes)| bytes.len()).sum();
    if total > 25 * 1024 * 1024 {
        problems.push(("request size up to 25 MiB", format!("{total} bytes")));
    }
    for (name, bytes) in files {
        if bytes.len() > ATTACHMENT_SIZE_LIMIT {
            problems.push((
                "each file within attachment_size_limit",
                format!("{name}: {} bytes", bytes.len()),
            ));
        }
    }
    problems
}

/// Messages resource, Create Message: "At least one of `content`,
/// `embeds`, `sticker_ids`, `components`, `files[n]`, `poll` … is
/// required" (Webhook resource, Execute Webhook, says the same).
pub(super) fn is_empty(body: &Value, files: &[(String, Vec<u8>)]) -> bool {
    let filled = |key: &str| match body.get(key) {
        Some(Value::String(s)) => !s.is_empty(),
        Some(Value::Array(a)) => !a.is_empty(),
        Some(Value::Null) | None => false,
        Some(_) => true,
    };
    files.is_empty()
        && !["content", "embeds", "sticker_ids", "components", "poll"]
            .iter()
            .any(|k| filled(k))
}

impl StandIn {
    /// The limits on a body: a breach is recorded and refused with Discord's
    /// "Invalid Form Body" (Opcodes and Status Codes: 50035 "Invalid form
    /// body"), or, for an empty new message, 50006 "Cannot send an empty
    /// message".
    pub(super) fn refuse_body(&self, inner: &mut Inner, call: &Req, new: bool) -> Option<Response> {
        let mut problems = limits(call.body);
        problems.extend(file_limits(call.files));
        for (rule, detail) in &problems {
            inner.violate(call, rule, detail.clone());
        }
        if !problems.is_empty() {
            return Some(invalid_form(&problems));
        }
        if new && is_empty(call.body, call.files) {
            inner.violate(
                call,
                "a message needs content, embeds, components or files",
                call.body.to_string(),
            );
            return Some(error(
                StatusCode::BAD_REQUEST,
                50006,
                "Cannot send an empty message",
            ));
        }
        None
    }
}
