#!/usr/bin/env python3
"""Independent check of a most-valuable-army placement (docs/army.md).

Usage: armycheck.py PLACEMENT [VALUE] [--values Q=28,R=28,B=16,N=7,K=14] [--each QRBNK]

PLACEMENT is the placement notation of `cpw army` (ranks separated by '/', digits = empty
cells, letters Q R B N K). The script rebuilds the board, moves every piece by the rules of
chess with blocking (a rider's ray stops at the first occupied cell, which it attacks), and
fails when any piece stands on a cell another piece attacks. It prints the army's value with
the given values and, with VALUE, fails unless it is exactly VALUE; with --each, unless every
listed kind is present. It shares no code with cpw.
"""
import sys

import notation

RAYS = {
    'R': [(1, 0), (-1, 0), (0, 1), (0, -1)],
    'B': [(1, 1), (1, -1), (-1, 1), (-1, -1)],
}
RAYS['Q'] = RAYS['R'] + RAYS['B']
LEAPS = {
    'N': [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)],
    'K': [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)],
}


def parse(text):
    rows = notation.ranks(text)
    for row in rows:
        for ch in row:
            if ch != '.' and ch not in 'QRBNK':
                sys.exit(f'unknown piece {ch!r}')
    if len({len(r) for r in rows}) != 1:
        sys.exit('ranks of different lengths')
    return rows


def attacked_cells(rows, y, x):
    h, w = len(rows), len(rows[0])
    p = rows[y][x]
    out = []
    for dy, dx in LEAPS.get(p, []):
        if 0 <= y + dy < h and 0 <= x + dx < w:
            out.append((y + dy, x + dx))
    for dy, dx in RAYS.get(p, []):
        yy, xx = y + dy, x + dx
        while 0 <= yy < h and 0 <= xx < w:
            out.append((yy, xx))
            if rows[yy][xx] != '.':
                break
            yy, xx = yy + dy, xx + dx
    return out


def main():
    args = sys.argv[1:]
    values = {'Q': 28, 'R': 28, 'B': 16, 'N': 7, 'K': 14}
    each = ''
    pos = []
    i = 0
    while i < len(args):
        if args[i] == '--values':
            for item in args[i + 1].split(','):
                k, v = item.split('=')
                values[k] = int(v)
            i += 2
        elif args[i] == '--each':
            each = args[i + 1]
            i += 2
        else:
            pos.append(args[i])
            i += 1
    rows = parse(pos[0])
    total, counts = 0, {}
    for y, row in enumerate(rows):
        for x, p in enumerate(row):
            if p == '.':
                continue
            total += values[p]
            counts[p] = counts.get(p, 0) + 1
            for yy, xx in attacked_cells(rows, y, x):
                if rows[yy][xx] != '.':
                    print(f'NOT PEACEFUL: {p} at rank {len(rows) - y} file {x + 1} attacks '
                          f'{rows[yy][xx]} at rank {len(rows) - yy} file {xx + 1}')
                    sys.exit(1)
    missing = [k for k in each if counts.get(k, 0) == 0]
    print(f'{len(rows[0])}x{len(rows)} peaceful, value {total}, by kind {counts}'
          + (f', missing {missing}' if missing else ''))
    if missing or (len(pos) > 1 and total != int(pos[1])):
        print('MISMATCH')
        sys.exit(1)


if __name__ == '__main__':
    main()
