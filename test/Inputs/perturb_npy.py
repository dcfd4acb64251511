"""Copies a little-endian float32 .npy, adding DELTA to its element INDEX (-1: the last): same shape,
wrong values. Standard library only (CI has no numpy).

usage: perturb_npy.py IN OUT INDEX DELTA
"""
import struct
import sys

src, dst, index, delta = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
data = bytearray(open(src, "rb").read())
assert data[:6] == b"\x93NUMPY", "not a .npy file"
major = data[6]
header_len = struct.unpack_from("<H" if major == 1 else "<I", data, 8)[0]
start = 10 + header_len if major == 1 else 12 + header_len
assert b"'<f4'" in data[:start], "not float32"
count = (len(data) - start) // 4
offset = start + 4 * (index % count)
struct.pack_into("<f", data, offset, struct.unpack_from("<f", data, offset)[0] + delta)
open(dst, "wb").write(data)
