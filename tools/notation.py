"""Placement notation for the tools (shares no code with cpw): ranks from the top separated by
'/', a run of digits for empty cells, one letter a piece (upper case white, lower case black).
"""


def ranks(text):
    """The ranks of `text` from the top, each a list of cells ('.' empty, else the letter)."""
    rows = []
    for part in text.strip().split('/'):
        row, digits = [], ''
        for ch in part:
            if ch.isdigit():
                digits += ch
                continue
            if digits:
                row += ['.'] * int(digits)
                digits = ''
            row.append(ch)
        if digits:
            row += ['.'] * int(digits)
        rows.append(row)
    return rows
