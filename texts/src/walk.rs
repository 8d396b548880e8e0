//! The walk over one message's Fluent syntax: which variables, other
//! messages and selector keys it uses. Shared by the build script (which
//! makes a type per message from it) and [`crate::inventory`] (which the
//! checks read), so both see a message the same way.

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use std::collections::BTreeSet;

/// CLDR's plural categories: the keys of a selector on a number, which
/// differ between languages.
const PLURAL: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// What a message's pattern uses: variables, other messages, choices.
#[derive(Default)]
pub struct Found {
    /// The variables it reads (`$code`).
    pub vars: BTreeSet<String>,
    /// The messages it names (`{ picture-team }`).
    pub refs: BTreeSet<String>,
    /// The keys its selectors on a variable choose between, plural
    /// categories left out: `(team, white)`.
    pub choices: BTreeSet<(String, String)>,
}

impl Found {
    /// Walks one pattern (a message's value, or a variant's).
    pub fn walk(&mut self, pattern: &Pattern<&str>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                self.expression(expression);
            }
        }
    }

    fn expression(&mut self, e: &Expression<&str>) {
        match e {
            Expression::Select { selector, variants } => {
                self.inline(selector);
                for variant in variants {
                    let (
                        InlineExpression::VariableReference { id },
                        VariantKey::Identifier { name },
                    ) = (selector, &variant.key)
                    else {
                        self.walk(&variant.value);
                        continue;
                    };
                    if !PLURAL.contains(name) {
                        let choice = (id.name.to_string(), name.to_string());
                        self.choices.insert(choice);
                    }
                    self.walk(&variant.value);
                }
            }
            Expression::Inline(inline) => self.inline(inline),
        }
    }

    fn inline(&mut self, e: &InlineExpression<&str>) {
        match e {
            InlineExpression::VariableReference { id } => {
                self.vars.insert(id.name.to_string());
            }
            InlineExpression::MessageReference { id, .. } => {
                self.refs.insert(id.name.to_string());
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    self.inline(argument);
                }
            }
            InlineExpression::Placeable { expression } => self.expression(expression),
            _ => {}
        }
    }
}
