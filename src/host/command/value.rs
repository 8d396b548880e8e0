//! A read command as a value ([`Command`]): what a parsed text, a chosen
//! option and a pressed button all become, and what a request may carry.
//! It knows its type only through [`Form`], the few functions a value
//! needs without running (made for each command type in
//! `crate::host::dispatch::spec`), so a request names no command's work.

use super::error::CommandError;
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// What a command value of one type can do without running.
pub struct Form {
    /// Its type's name in button ids and errors (`Verb::NAME`).
    pub name: &'static str,
    /// `Verb::check`.
    pub check: fn(&Command) -> Result<(), CommandError>,
    /// `Verb::arg`.
    pub arg: fn(&Command) -> String,
    /// Whether two commands of this type are equal.
    pub eq: fn(&Command, &Command) -> bool,
    /// How it prints.
    pub debug: fn(&Command, &mut fmt::Formatter) -> fmt::Result,
}

/// A command, read: a value of its command type, with that type's form.
#[derive(Clone)]
pub struct Command {
    form: &'static Form,
    value: Arc<dyn Any + Send + Sync>,
}

impl Command {
    /// `value` with `form`, its type's (`Command::of` makes both).
    pub fn with_form(form: &'static Form, value: Arc<dyn Any + Send + Sync>) -> Command {
        Command { form, value }
    }

    /// The value, if it is a `T`.
    pub fn get<T: Any>(&self) -> Option<&T> {
        self.value.downcast_ref()
    }

    /// Its type's name (`Verb::NAME`).
    pub fn name(&self) -> &'static str {
        self.form.name
    }

    /// `Verb::check`.
    pub fn check(&self) -> Result<(), CommandError> {
        (self.form.check)(self)
    }

    /// Its button's argument (`Verb::arg`).
    pub fn arg(&self) -> String {
        (self.form.arg)(self)
    }
}

impl PartialEq for Command {
    fn eq(&self, other: &Command) -> bool {
        self.form.name == other.form.name && (self.form.eq)(self, other)
    }
}

impl Eq for Command {}

impl fmt::Debug for Command {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        (self.form.debug)(self, f)
    }
}
