#!/usr/bin/env python3
"""Check a file of peaceable queens' representatives and add up their orbits.

    tools/peaceable-classes.py FILE [PIECE]

FILE is what `cpw peaceable --n N --count --distinct --representatives FILE` writes: one
placement a line in placement notation (ranks from the top, '/' between them, digits for empty
runs, upper case white, lower case black). Shares no code with cpw: its own reading of the
notation (tools/notation.py) and its own geometry (PIECE: Q, R, B, N or K; default Q). Every line must be

  - a placement of m white and m black pieces (the same m on every line) on one n x n board,
  - peaceable: no white piece attacks a black one on the empty board (the right rule: see
    docs/peaceable.md),
  - the least of its class under the 8 symmetries of the square and the exchange of colours, in
    the order cpw documents (cpw/peaceable.h, peaceableLess): white cells, then black, compared
    as sets; the set holding the lowest cell (a1 = 0, b1 = 1, ..., rank by rank) where they differ
    comes first,
  - after the line before it in that order (so no class appears twice).

It prints one JSON line: n, m, classes (the lines) and placements, the sum over the classes of
16 / |stabiliser| (each orbit's size), which must equal `cpw peaceable --n N --count`'s
solutions; and symmetric, the classes with a stabiliser larger than 1. Exit 1 on any failure.
"""
import json
import sys

import notation


def parse(line):
    board = notation.ranks(line)
    n = len(board)
    if any(len(row) != n for row in board):
        raise ValueError('not a square board')
    white, black = 0, 0
    for y_top, row in enumerate(board):
        y = n - 1 - y_top  # rank 1 is the last line of the notation
        for x, ch in enumerate(row):
            if ch == '.':
                continue
            bit = 1 << (y * n + x)
            if ch.isupper():
                white |= bit
            else:
                black |= bit
    return n, white, black, {ch.upper() for row in board for ch in row if ch != '.'}


def attacks(piece, x1, y1, x2, y2):
    dx, dy = abs(x1 - x2), abs(y1 - y2)
    if dx == 0 and dy == 0:
        return False
    return {'Q': dx == 0 or dy == 0 or dx == dy,
            'R': dx == 0 or dy == 0,
            'B': dx == dy,
            'N': (dx, dy) in ((1, 2), (2, 1)),
            'K': dx <= 1 and dy <= 1}[piece]


def images(n):
    """The 8 symmetries of the square as cell maps."""
    out = []
    for g in range(8):
        m = []
        for c in range(n * n):
            x, y = c % n, c // n
            X = [x, n - 1 - y, n - 1 - x, y, n - 1 - x, x, y, n - 1 - y][g]
            Y = [y, x, n - 1 - y, n - 1 - x, y, n - 1 - y, x, n - 1 - x][g]
            m.append(Y * n + X)
        out.append(m)
    return out


def apply(mask, perm):
    out = 0
    c = 0
    while mask:
        if mask & 1:
            out |= 1 << perm[c]
        mask >>= 1
        c += 1
    return out


def low_first(a, b):
    """a < b: the set holding the lowest cell where they differ is the smaller."""
    (aw, ab), (bw, bb) = a, b
    if aw != bw:
        d = aw ^ bw
        return bool(aw & d & -d)
    if ab != bb:
        d = ab ^ bb
        return bool(ab & d & -d)
    return False


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    piece = sys.argv[2] if len(sys.argv) == 3 else 'Q'
    n = m = None
    perms = None
    classes = placements = symmetric = 0
    previous = None
    with open(sys.argv[1]) as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            where = '%s:%d' % (sys.argv[1], number)
            size, w, b, letters = parse(line)
            if letters - {piece}:
                sys.exit('%s: pieces %s, not %s' % (where, ''.join(sorted(letters)), piece))
            if n is None:
                n, m, perms = size, bin(w).count('1'), images(size)
            if size != n or bin(w).count('1') != m or bin(b).count('1') != m:
                sys.exit('%s: not %d + %d pieces on %dx%d' % (where, m, m, n, n))
            cells = [c for c in range(n * n)]
            for c in cells:
                if w >> c & 1:
                    for d in cells:
                        if b >> d & 1 and (attacks(piece, c % n, c // n, d % n, d // n) or
                                           attacks(piece, d % n, d // n, c % n, c // n)):
                            sys.exit('%s: white on %d attacks black on %d' % (where, c, d))
            stabiliser = 0
            for perm in perms:
                for swap in (False, True):
                    gw, gb = apply(w, perm), apply(b, perm)
                    if swap:
                        gw, gb = gb, gw
                    if low_first((gw, gb), (w, b)):
                        sys.exit('%s: not the least of its class' % where)
                    if (gw, gb) == (w, b):
                        stabiliser += 1
            if previous is not None and not low_first(previous, (w, b)):
                sys.exit('%s: not after the line before it' % where)
            previous = (w, b)
            classes += 1
            placements += 16 // stabiliser
            symmetric += stabiliser > 1
    print(json.dumps({'n': n, 'm': m, 'piece': piece, 'classes': classes, 'placements': placements,
                      'symmetric': symmetric}))


if __name__ == '__main__':
    main()
