#!/usr/bin/env python3
"""Cut a few tasks out of a long run's checkpoint, to compare two binaries on them.

    tools/checkpoint-part.py IN OUT K [OFFSET]

OUT is IN with every task marked done except K of the tasks IN has still to do (spread evenly
over them, starting OFFSET places in), and with the counters at 0. `cpw resume OUT` then runs
just those K tasks, and its "solutions" is their sum: two binaries must agree on it, and their
CPU times compare them on tasks of the run itself (docs/runs/README.md). The checksum is
recomputed as core/src/checkpoint.cpp does (FNV-1a over the compact dumps of "problem" and
"search", with that file's offset basis); IN's checksum is checked first.
"""
import json
import sys

FNV_OFFSET, FNV_PRIME = 1469598103934665603, 1099511628211  # as core/src/checkpoint.cpp


def fnv1a(data):
    h = FNV_OFFSET
    for c in data:
        h = ((h ^ c) * FNV_PRIME) & 0xFFFFFFFFFFFFFFFF
    return '%016x' % h


def checksum(doc):
    def dump(x):
        return json.dumps(x, sort_keys=True, separators=(',', ':'), ensure_ascii=False)
    return fnv1a((dump(doc['problem']) + '\n' + dump(doc['search'])).encode())


def main(argv):
    if len(argv) not in (4, 5):
        sys.exit(__doc__)
    try:
        with open(argv[1], encoding='utf-8') as f:
            doc = json.load(f)
        search = doc['search']
        tasks, hexdone = int(search['tasks']), search['done']
        if not isinstance(doc['problem'], dict) or len(hexdone) != 2 * ((tasks + 7) // 8):
            raise ValueError('tasks and done do not agree')
    except (OSError, ValueError, KeyError, TypeError) as e:
        sys.exit(f'{argv[1]}: not a checkpoint of a search in tasks ({e})')
    if checksum(doc) != doc.get('checksum'):
        sys.exit(f'{argv[1]}: the checksum does not match (damaged, or not a checkpoint)')
    done = [(int(hexdone[2 * (i // 8):2 * (i // 8) + 2], 16) >> (i % 8)) & 1 for i in range(tasks)]
    todo = [i for i in range(tasks) if not done[i]]
    try:
        k = int(argv[3])
        offset = int(argv[4]) if len(argv) == 5 else 0
    except ValueError:
        sys.exit('K and OFFSET are whole numbers')
    if not 0 < k <= len(todo):
        sys.exit(f'K must be 1..{len(todo)} (the tasks still to do)')
    keep = {todo[(offset + j * len(todo) // k) % len(todo)] for j in range(k)}
    out = []
    for i in range(0, tasks, 8):
        byte = sum(1 << b for b in range(8) if i + b < tasks and i + b not in keep)
        out.append('%02x' % byte)
    search['done'] = ''.join(out)
    for key in search['counters']:
        search['counters'][key] = 0
    doc['checksum'] = checksum(doc)
    with open(argv[2], 'w', encoding='utf-8') as f:
        json.dump(doc, f, separators=(',', ':'))
        f.write('\n')
    print(f'{argv[2]}: {len(keep)} tasks left to do, the first {sorted(keep)[:5]}')


if __name__ == '__main__':
    main(sys.argv)
