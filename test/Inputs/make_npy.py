"""Writes an .npy of the given shape and dtype (f4 or i8) filled with a ramp, for tests of shapes:
make_npy.py OUT.npy 2,3 [f4|i8]. Standard library only."""
import struct
import sys

path, shape = sys.argv[1], [int(d) for d in sys.argv[2].split(",") if d]
kind = sys.argv[3] if len(sys.argv) > 3 else "f4"
count = 1
for d in shape:
    count *= d
dims = "".join("%d," % d for d in shape) if len(shape) != 1 else "%d," % shape[0]
header = "{'descr': '<%s', 'fortran_order': False, 'shape': (%s), }" % (kind, dims)
header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
with open(path, "wb") as f:
    f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
    f.write(struct.pack("<%d%s" % (count, "f" if kind == "f4" else "q"), *[(i % 7) for i in range(count)]))
