#!/usr/bin/env python3
"""Generates the workbench's own piece set (resources/pieces/*.svg).

The shapes are drawn here from simple geometry (circles, polygons and a few Bezier
curves on a 45 x 45 grid); nothing is traced or copied from other piece sets.
Fairy pieces are a base piece plus an emblem: a super piece (base + knight leap)
carries a small knight in a white disc, an awesome piece (base + knight-rider line)
a small knight in a dark disc, and the nightrider is a knight turned upside down.
Run it from anywhere: python3 make_pieces.py
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FILL = "#fbfaf5"
STROKE = "#1b1b1b"
STYLE = f'fill="{FILL}" stroke="{STROKE}" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round"'


def base(y=39.5, w=28, h=4):
    """A rounded plinth every piece stands on."""
    x = 22.5 - w / 2
    return f'<rect x="{x}" y="{y - h}" width="{w}" height="{h}" rx="1.5" {STYLE}/>'


def pawn():
    return "\n".join([
        base(),
        f'<path d="M 15 35.5 C 16 29 19 26.5 19.5 24 L 25.5 24 C 26 26.5 29 29 30 35.5 Z" {STYLE}/>',
        f'<rect x="17" y="21.5" width="11" height="3" rx="1.4" {STYLE}/>',
        f'<circle cx="22.5" cy="15.5" r="6" {STYLE}/>',
    ])


def rook():
    return "\n".join([
        base(),
        f'<path d="M 13.5 35.5 L 15 32 L 30 32 L 31.5 35.5 Z" {STYLE}/>',
        f'<path d="M 16 32 L 17 17 L 28 17 L 29 32 Z" {STYLE}/>',
        f'<path d="M 13 17 L 13 9 L 17 9 L 17 12 L 20.5 12 L 20.5 9 L 24.5 9 L 24.5 12 '
        f'L 28 12 L 28 9 L 32 9 L 32 17 Z" {STYLE}/>',
        f'<path d="M 17 21 L 28 21" fill="none" stroke="{STROKE}" stroke-width="1.1"/>',
    ])


def bishop():
    return "\n".join([
        base(),
        f'<path d="M 14 35.5 C 18 33 19 31 19.5 29 L 25.5 29 C 26 31 27 33 31 35.5 Z" {STYLE}/>',
        f'<path d="M 17 29 C 13 24 15 17 22.5 10.5 C 30 17 32 24 28 29 Z" {STYLE}/>',
        f'<path d="M 22.5 16.5 L 22.5 23.5 M 19 20 L 26 20" fill="none" stroke="{STROKE}" stroke-width="1.5"/>',
        f'<circle cx="22.5" cy="7.5" r="2.6" {STYLE}/>',
    ])


def knight_path():
    # A stylised horse head facing left: muzzle at the left, mane down the right side.
    return ("M 31 35.5 L 14 35.5 C 14 29 18 26 20.5 22.5 C 18.5 23 16 23.5 13.5 25.5 "
            "C 11.5 27 9 26 9.5 23.5 C 10 20.5 13 17 16 14 C 17.5 12 18 10 18 8 "
            "L 20.5 10.5 L 22 7.5 L 24.5 10.5 C 30 11.5 33.5 17 33 24 C 32.8 28 31.5 31.5 31 35.5 Z")


def knight():
    return "\n".join([
        base(),
        f'<path d="{knight_path()}" {STYLE}/>',
        f'<circle cx="18.5" cy="15.5" r="1.3" fill="{STROKE}"/>',
        f'<path d="M 12 22.5 L 13.5 22" fill="none" stroke="{STROKE}" stroke-width="1.2"/>',
        f'<path d="M 26 13 C 29 16 30.5 21 30 27" fill="none" stroke="{STROKE}" stroke-width="1.1"/>',
    ])


def queen():
    pts = [(9, 14), (15.5, 12), (22.5, 10), (29.5, 12), (36, 14)]
    crown = ("M 12 32 L 9 14 L 16 26 L 15.5 12 L 20.5 25 L 22.5 10 L 24.5 25 L 29.5 12 "
             "L 29 26 L 36 14 L 33 32 Z")
    return "\n".join(
        [base(), f'<path d="M 11.5 35.5 L 12 32 L 33 32 L 33.5 35.5 Z" {STYLE}/>',
         f'<path d="{crown}" {STYLE}/>'] +
        [f'<circle cx="{x}" cy="{y}" r="2.3" {STYLE}/>' for x, y in pts])


def king():
    return "\n".join([
        base(),
        f'<path d="M 11.5 35.5 L 12 31 L 33 31 L 33.5 35.5 Z" {STYLE}/>',
        f'<path d="M 12 31 C 7 25 8 17 14 16.5 C 18 16 21 19 22.5 22 C 24 19 27 16 31 16.5 '
        f'C 37 17 38 25 33 31 Z" {STYLE}/>',
        f'<path d="M 22.5 22 C 21 18 20.5 15.5 22.5 13 C 24.5 15.5 24 18 22.5 22 Z" {STYLE}/>',
        f'<path d="M 22.5 4.5 L 22.5 12 M 19 8 L 26 8" fill="none" stroke="{STROKE}" stroke-width="1.8" '
        f'stroke-linecap="round"/>',
    ])


def emblem(dark):
    """A small knight in a disc at the upper right: the knight-leap (white) or knight-rider (dark) extra."""
    disc_fill = STROKE if dark else FILL
    knight_fill = FILL if dark else FILL
    knight_stroke = FILL if dark else STROKE
    return (f'<g><circle cx="35" cy="10" r="8.6" fill="{disc_fill}" stroke="{STROKE}" stroke-width="1.3"/>'
            f'<g transform="translate(35 10) scale(0.36) translate(-21.5 -22)">'
            f'<path d="{knight_path()}" fill="{knight_fill}" stroke="{knight_stroke}" stroke-width="3"/>'
            f'</g></g>')


def nightrider():
    return "\n".join([
        f'<g transform="rotate(180 22.5 22.5)">',
        base(y=39.5),
        f'<path d="{knight_path()}" {STYLE}/>',
        f'<circle cx="18.5" cy="15.5" r="1.3" fill="{STROKE}"/>',
        '</g>',
    ])


def custom():
    return (f'<circle cx="22.5" cy="22.5" r="17" {STYLE}/>'
            f'<circle cx="22.5" cy="22.5" r="13.5" fill="none" stroke="{STROKE}" stroke-width="0.9"/>')


def document(title, body):
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" width="45" height="45" viewBox="0 0 45 45">\n'
            f'<title>{title}</title>\n{body}\n</svg>\n')


PIECES = {
    "K": ("King", king()),
    "Q": ("Queen", queen()),
    "R": ("Rook", rook()),
    "B": ("Bishop", bishop()),
    "N": ("Knight", knight()),
    "P": ("Pawn", pawn()),
    "A": ("Super queen (amazon)", queen() + emblem(False)),
    "C": ("Super rook (chancellor)", rook() + emblem(False)),
    "H": ("Super bishop (archbishop)", bishop() + emblem(False)),
    "X": ("Awesome queen", queen() + emblem(True)),
    "Y": ("Awesome rook", rook() + emblem(True)),
    "Z": ("Awesome bishop", bishop() + emblem(True)),
    "I": ("Nightrider", nightrider()),
    "custom": ("User-defined piece", custom()),
}

if __name__ == "__main__":
    for letter, (title, body) in PIECES.items():
        with open(os.path.join(HERE, f"{letter}.svg"), "w", encoding="utf-8") as f:
            f.write(document(title, body))
