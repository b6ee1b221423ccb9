#pragma once
/// \file puzzle.h
/// A puzzle being solved in the workbench (issue 50, docs/compose.md): a problem whose givens
/// leave exactly one completion, and that completion. The document owns it (Document::puzzle);
/// while it is set the givens are locked on the board (BoardDocument::setLocked) and the
/// person places the rest. For placement families the givens are the problem's fixed pieces;
/// for numbered knight's tours they are move numbers written in cells (the tour's "numbers"
/// parameter), and the person writes the others (BoardDocument::State::numbers).

#include <QString>

#include <optional>
#include <string>
#include <vector>

#include "boarddocument.h"
#include "cpw/problem.h"
#include "cpw/search.h"

struct Puzzle {
    cpw::Problem problem;          ///< the puzzle: its givens fixed, nothing to run beyond them
    cpw::Placement solution;       ///< its one solution
    std::vector<int> order;        ///< tours: the solution's move number per cell (empty otherwise)
    std::vector<char> given;       ///< per cell: a given (locked)
    std::vector<int> givenNumbers; ///< tours: the given move number per cell (0 = none)
    int difficulty = 0;            ///< level 1.. (docs/compose.md); 0 = not rated

    bool isTour() const { return !order.empty(); }
    int givenCount() const;

    /// How a position stands against the solution (never which cell is wrong: Check does not
    /// reveal; Hint does).
    struct Verdict {
        int wrong = 0;       ///< entries of the person's that the solution does not have
        int missing = 0;     ///< cells of the solution still empty
        int firstWrong = -1; ///< the first wrong entry (a hint shows it)
        bool solved() const { return wrong == 0 && missing == 0; }
    };
    Verdict check(const BoardDocument::State &state) const;

    /// What a hint reveals: a wrong entry to take back (cell, wrong = true), or else one cell of
    /// the solution still empty (the first in reading order from the top rank), or -1 when
    /// nothing is left.
    struct Hint {
        int cell = -1;
        bool wrong = false;
    };
    Hint hint(const BoardDocument::State &state) const;

    /// The position a person starts from: the givens only (tours: their numbers).
    BoardDocument::State startState(const BoardDocument::State &shape) const;

    /// A difficulty level in words (docs/compose.md, "Difficulty"), in the user's language.
    static QString levelText(int level);
    /// The same in one word ("easy", "medium", "hard"), for captions.
    static QString levelName(int level);

    /// A puzzle from a problem whose completion is `solution` (the only one, as the caller
    /// proved): its givens are the problem's fixed pieces, or for a tour its "numbers".
    static Puzzle make(const cpw::Problem &problem, const cpw::Solution &solution, int difficulty = 0);
    /// The problem a puzzle file holds (Save): the puzzle's givens fixed, "puzzle" set, and
    /// the entries so far kept ("position": the pieces, or a numbered tour's numbers).
    cpw::Problem fileProblem(const BoardDocument::State &state) const;
    /// Whether a problem file is a puzzle to open as one ("puzzle": true).
    static bool isPuzzleFile(const cpw::Problem &problem);
    /// A saved numbered tour's entries ("position" of a puzzle file), one per cell; empty when
    /// there are none.
    static std::vector<int> savedNumbers(const cpw::Problem &problem);

    /// The move numbers a tour problem gives ("numbers": "a1=1 c2=3"), one per cell (0 = none);
    /// empty when it gives none or the text does not read.
    static std::vector<int> numbersOf(const cpw::Problem &problem);
    /// The same numbers written back in that notation.
    static std::string numbersText(const cpw::Board &board, const std::vector<int> &numbers);
};
