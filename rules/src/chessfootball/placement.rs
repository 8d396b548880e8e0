//! The placement phase: one piece at a time, alternating, with the army
//! limits and the kick-off look-ahead.

use super::{ARMY, ChessFootball, Phase, SIZE};
use crate::chess::{ChessPiece, Role};
use crate::{Action, Illegal, Square, Team};

/// The most of each role a placed army may hold (a chess set's pieces).
const fn limit(role: Role) -> usize {
    match role {
        Role::King | Role::Queen => 1,
        Role::Rook | Role::Bishop | Role::Knight => 2,
        Role::Pawn => 8,
    }
}

/// Pawns every army must hold.
const PAWNS: usize = 2;

impl ChessFootball {
    /// Every legal placement of the side to move.
    pub(super) fn placements(&self, out: &mut Vec<Action>) {
        for index in 0..64 {
            let to = Square::from_index(index, SIZE);
            if !ChessFootball::in_half(to, self.turn) || self.piece_at(to).is_some() {
                continue;
            }
            for role in Role::ALL {
                if self.check_placement(role, to).is_ok() {
                    out.push(Action::Place { role, to });
                }
            }
        }
    }

    /// Why placing `role` on `to` is refused, if it is.
    pub(super) fn check_placement(&self, role: Role, to: Square) -> Result<(), Illegal> {
        let team = self.turn;
        if self.phase != Phase::Placement {
            return Err(Illegal::PlacementOver);
        }
        if !ChessFootball::in_half(to, team) {
            return Err(Illegal::NotYourHalf(to));
        }
        match self.piece_at(to) {
            Some(p) if p.team == team => return Err(Illegal::OwnPiece(to)),
            Some(_) => return Err(Illegal::Occupied(to)),
            None => {}
        }
        let kickoff = ChessFootball::kickoff_square(team);
        let first_kicker = self.kickoff_side() == team && self.count(team) == 0;
        if first_kicker && !(to == kickoff && Role::PROMOTIONS.contains(&role)) {
            return Err(Illegal::KickOffFirst(kickoff));
        }
        self.check_army(role, to)?;
        let mut after = self.clone();
        after.board.set(to, Some(ChessPiece { team, role }));
        after.check_room_left(team)?;
        if self.kickoff_side() == team && !after.kickoff_pass_still_possible() {
            return Err(Illegal::KickOffWithoutPass);
        }
        Ok(())
    }

    /// Where each role may stand, and the chess set's limits.
    fn check_army(&self, role: Role, to: Square) -> Result<(), Illegal> {
        let own_goal = ChessFootball::is_goal_of(to, self.turn);
        if role == Role::King && !own_goal {
            return Err(Illegal::KingOffGoal);
        }
        if role == Role::Pawn && own_goal {
            return Err(Illegal::PawnOnGoal);
        }
        if self.role_count(self.turn, role) >= limit(role) {
            return Err(Illegal::ArmyLimit {
                role,
                max: limit(role),
            });
        }
        Ok(())
    }

    /// After a placement, the rest of the army must still fit: a king and
    /// two pawns. (A goal square is always left for the king: the three
    /// extras can cover at most three of the four.)
    fn check_room_left(&self, team: Team) -> Result<(), Illegal> {
        if self.still_needed(team).2 < 0 {
            return Err(Illegal::NoRoomForKingAndPawns);
        }
        Ok(())
    }

    /// (king still missing, pawns still missing, free extra slots left).
    fn still_needed(&self, team: Team) -> (bool, usize, isize) {
        let need_king = self.role_count(team, Role::King) == 0;
        let need_pawns = PAWNS.saturating_sub(self.role_count(team, Role::Pawn));
        let left = ARMY as isize - self.count(team) as isize;
        (
            need_king,
            need_pawns,
            left - need_king as isize - need_pawns as isize,
        )
    }

    /// The kick-off side can still pass from its kick-off square: a pass is
    /// already there, or a piece it still has to place could make one.
    fn kickoff_pass_still_possible(&self) -> bool {
        let team = self.kickoff_side();
        let kicker = ChessFootball::kickoff_square(team);
        let Some(piece) = self.piece_at(kicker) else {
            return true;
        };
        let (need_king, need_pawns, extras) = self.still_needed(team);
        let mut possible = false;
        self.scan(kicker, piece, |to, occupant| match occupant {
            Some(p) => possible |= p.team == team,
            None if ChessFootball::in_half(to, team) => {
                possible |= if ChessFootball::is_goal_of(to, team) {
                    need_king || extras > 0
                } else {
                    need_pawns > 0 || extras > 0
                }
            }
            None => {}
        });
        possible
    }

    /// Places a piece known to be legal; the first one takes the ball.
    pub(super) fn apply_place(&mut self, role: Role, to: Square) {
        let team = self.turn;
        if self.count(team) == 0 && self.kickoff_side() == team {
            self.ball = Some(to);
        }
        self.board.set(to, Some(ChessPiece { team, role }));
        self.turn = !team;
        if self.count(Team::White) == ARMY && self.count(Team::Black) == ARMY {
            self.phase = Phase::KickOff;
        }
    }
}
