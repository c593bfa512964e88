"""Checks of what the browser really shows, read from the pixels of a screenshot.

``check_no_black(locator)``: the map or board area of a table holds no near-black band. The
tables draw nothing near-black (their darkest paint lies well above it: see ``NEAR_BLACK``), so
black there is a drawing gone wrong, such as a CSS outline inside an SVG, which Chromium draws in
the drawing's own units: in Adventurous's scaled map a 3 px focus ring became a band about 90 px
wide over the cards (issue 32). In the dark theme that band was white: the static check of
tests/frontend/test_svg_focus.py finds its cause whatever its colour. The PNG is decoded here, in
pure Python (zlib), as the test environment has no imaging library.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

# A pixel is near-black when each of its channels is below this. The darkest paint of the tables
# (measured on the maps, boards and middles of mid-game tables of every game, light and dark
# themes, an SVG choice focused) is the ink of Venture Forth's board cards, #1b1b1b (27, 26 at
# antialiased edges), then Venture (2019)'s #1d1d1d (29) and the dark theme's table, #212121 (33);
# the focus colour is a grey of 38 or white (js/lib/lib.css). The black band was 0.
NEAR_BLACK = 16
# The share of an area's pixels that may be near-black: a few stray pixels at most (the black
# band of issue 32 covered 22% of the map).
MOST_BLACK = 0.002
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}  # PNG colour type: channels per pixel (grey, RGB, grey+alpha, RGBA)


def check_no_black(locator, path: Path | None = None) -> float:
    """Screenshot ``locator`` (a map or board area; saved at ``path`` if given) and fail if more
    than ``MOST_BLACK`` of its pixels are near-black; the share found."""
    png = locator.screenshot(path=None if path is None else str(path), animations="disabled")
    share = near_black_share(png)
    assert share <= MOST_BLACK, (
        f"{share:.1%} of the area is near-black ({path or 'screenshot not saved'}): the tables draw no black, "
        "so something covers the drawing (a CSS outline inside an SVG? see js/lib/lib.css)"
    )
    return share


def near_black_share(png: bytes) -> float:
    """The share of the pixels of ``png`` whose colour channels are all below ``NEAR_BLACK``
    (transparency ignored: a screenshot is opaque).

    >>> def chunk(kind, body):
    ...     return struct.pack(">I", len(body)) + kind + body + zlib.crc32(kind + body).to_bytes(4, "big")
    >>> rows = bytes([0, 0, 0, 0, 255, 255, 255, 0, 30, 30, 30, 10, 12, 15])  # 2 x 2: black, white; grey, near-black
    >>> header = struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0)
    >>> near_black_share(PNG_SIGNATURE + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)))
    0.5
    """
    width, height, channels, rows = decode_png(png)
    colour = 3 if channels >= 3 else 1  # grey images: the one channel
    near = bytes(1 if value < NEAR_BLACK else 0 for value in range(256))
    black = 0
    for row in rows:
        dark = [row[c::channels].translate(near) for c in range(colour)]
        black += sum(all(pixel) for pixel in zip(*dark, strict=True))
    return black / (width * height)


def decode_png(png: bytes) -> tuple[int, int, int, list[bytes]]:
    """Width, height, channels per pixel and the unfiltered rows of an 8-bit, non-interlaced PNG
    (what Chromium's screenshots are)."""
    if not png.startswith(PNG_SIGNATURE):
        raise ValueError(f"not a PNG: it starts {png[:8]!r}, not {PNG_SIGNATURE!r}")
    header, data = b"", bytearray()
    at = len(PNG_SIGNATURE)
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        kind, body = png[at + 4 : at + 8], png[at + 8 : at + 8 + length]
        at += 12 + length
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            data += body
    if len(header) != 13:
        raise ValueError(f"a PNG without its 13-byte IHDR header (found {header!r})")
    width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if depth != 8 or interlace or colour_type not in CHANNELS:
        raise ValueError(
            f"PNG of depth {depth}, colour type {colour_type}, interlace {interlace}: "
            "only 8-bit, non-interlaced grey or RGB(A) images are read"
        )
    channels = CHANNELS[colour_type]
    stride = width * channels
    raw = zlib.decompress(bytes(data))
    rows: list[bytes] = []
    previous = bytes(stride)
    for y in range(height):
        start = y * (stride + 1)
        row = unfilter(raw[start], bytearray(raw[start + 1 : start + 1 + stride]), previous, channels)
        rows.append(row)
        previous = row
    return width, height, channels, rows


def unfilter(kind: int, row: bytearray, previous: bytes, bpp: int) -> bytes:
    """Undo the PNG filter ``kind`` of one row, given the row above (unfiltered) and the bytes per pixel.

    >>> list(unfilter(1, bytearray([10, 20, 30, 1, 2, 3]), bytes(6), 3))  # Sub
    [10, 20, 30, 11, 22, 33]
    >>> list(unfilter(2, bytearray([10, 2, 3]), bytes([250, 10, 20]), 3))  # Up, modulo 256
    [4, 12, 23]
    >>> list(unfilter(3, bytearray([4, 4, 4, 4, 4, 4]), bytes([10] * 6), 3))  # Average
    [9, 9, 9, 13, 13, 13]
    >>> list(unfilter(4, bytearray([1] * 6), bytes([10, 20, 30, 40, 50, 60]), 3))  # Paeth: the upper byte here
    [11, 21, 31, 41, 51, 61]
    """
    if kind == 1:  # Sub: plus the byte to the left
        for i in range(bpp, len(row)):
            row[i] = (row[i] + row[i - bpp]) & 0xFF
    elif kind == 2:  # Up: plus the byte above
        row = bytearray((a + b) & 0xFF for a, b in zip(row, previous, strict=True))
    elif kind == 3:  # Average: plus the mean of the left and upper bytes
        for i in range(len(row)):
            left = row[i - bpp] if i >= bpp else 0
            row[i] = (row[i] + ((left + previous[i]) >> 1)) & 0xFF
    elif kind == 4:  # Paeth: plus whichever of left, up, upper-left is nearest their linear guess
        for i in range(len(row)):
            a = row[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
    elif kind != 0:
        raise ValueError(f"PNG row filter {kind}: filters are 0 to 4")
    return bytes(row)
