"""The spellings MLIR's printer uses, so that exported text prints back unchanged.

`edgec-opt model.mlir` must reproduce an exported file byte for byte: floats must be written the way
`printFloatValue` (mlir/lib/IR/AsmPrinter.cpp) writes them through `APFloat::toString`, and SSA names must be
sanitized and uniqued the way `SSANameState` does. Only the standard library is used, so this module is tested
on machines without PyTorch (test/Exporter).
"""

import math
import struct

# significand bits (with the implicit bit) of each float semantics
_PRECISION_BITS = {"f64": 53, "f32": 24, "f16": 11, "bf16": 8}
_STORAGE_BITS = {"f64": 64, "f32": 32, "f16": 16, "bf16": 16}


def round_to(value, kind):
    """`value` rounded to the float type `kind` (round to nearest even), as a Python float."""
    if kind == "f64":
        return float(value)
    if kind == "f32":
        return struct.unpack("<f", struct.pack("<f", value))[0]
    if kind == "f16":
        return struct.unpack("<e", struct.pack("<e", value))[0]
    if kind == "bf16":
        bits = struct.unpack("<I", struct.pack("<f", value))[0]
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    raise ValueError("unknown float type %r" % kind)


def _bits(value, kind):
    if kind == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if kind == "f32":
        return struct.unpack("<I", struct.pack("<f", value))[0]
    if kind == "f16":
        return struct.unpack("<H", struct.pack("<e", value))[0]
    return struct.unpack("<I", struct.pack("<f", value))[0] >> 16


def _adjust_digits(digits, exp, precision):
    """APFloat's AdjustToPrecision on the digit buffer (least significant digit first): round half up on the
    first dropped digit only, then drop trailing zeros."""
    n = len(digits)
    if n <= precision:
        return digits, exp
    first = n - precision
    if digits[first - 1] < 5:
        while first < n and digits[first] == 0:
            first += 1
        return digits[first:], exp + first
    for i in range(first, n):
        if digits[i] == 9:
            first += 1
        else:
            digits[i] += 1
            break
    if first == n:
        return [1], exp + first
    return digits[first:], exp + first


def apfloat_to_string(value, kind, precision=0, max_padding=3, truncate_zero=True):
    """A port of llvm::APFloat::toString for finite values of the float type `kind`."""
    bits = _PRECISION_BITS[kind]
    negative = math.copysign(1.0, value) < 0
    sign = "-" if negative else ""
    if value == 0:
        if max_padding:
            return sign + "0"
        if truncate_zero:
            return sign + "0.0E+0"
        return sign + "0.0" + "0" * max(precision - 1, 0) + "e+00"
    mantissa, e2 = math.frexp(abs(value))
    significand = int(mantissa * (1 << bits))
    exp = e2 - bits
    if not precision:
        # Steele and White: enough digits to round-trip
        precision = 2 + bits * 59 // 196
    trailing = (significand & -significand).bit_length() - 1
    significand >>= trailing
    exp += trailing
    if exp > 0:
        significand <<= exp
        exp = 0
    elif exp < 0:
        significand *= 5 ** (-exp)  # N * 2^-e == N * 5^e * 10^-e
    # AdjustToPrecision on the integer: truncates, it does not round
    required = (precision * 196 + 58) // 59
    active = significand.bit_length()
    if active > required:
        tens = (active - required) * 59 // 196
        if tens:
            exp += tens
            significand //= 10 ** tens
    digits = []
    in_trail = True
    while significand:
        significand, d = divmod(significand, 10)
        if in_trail and not d:
            exp += 1
        else:
            digits.append(d)
            in_trail = False
    digits, exp = _adjust_digits(digits, exp, precision)
    n = len(digits)
    text = "".join(str(d) for d in reversed(digits))  # most significant first
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or n + exp > precision
    else:
        msd = exp + n - 1
        scientific = msd < 0 and -msd > max_padding
    if scientific:
        exp += n - 1
        out = text[0] + "."
        if n == 1 and truncate_zero:
            out += "0"
        else:
            out += text[1:]
        if not truncate_zero and precision > n - 1:
            out += "0" * (precision - n + 1)
        out += "E" if truncate_zero else "e"
        out += "+" if exp >= 0 else "-"
        exp_digits = str(abs(exp))
        if not truncate_zero and len(exp_digits) < 2:
            exp_digits = "0" + exp_digits
        return sign + out + exp_digits
    if exp >= 0:
        return sign + text + "0" * exp
    whole = exp + n
    if whole > 0:
        return sign + text[:whole] + "." + text[whole:]
    return sign + "0." + "0" * (-whole) + text


def format_float(value, kind="f64"):
    """A float of type `kind` as MLIR prints it (printFloatValue)."""
    value = round_to(value, kind)
    if not math.isinf(value) and not math.isnan(value):
        text = apfloat_to_string(value, kind, precision=6, max_padding=0, truncate_zero=False)
        parsed = round_to(float(text), kind)
        if _bits(parsed, kind) == _bits(value, kind):
            return text
        text = apfloat_to_string(value, kind)
        if "." in text:
            return text
    return "0x%X" % _bits(value, kind)


def sanitize_name(name):
    """An SSA name hint as SSANameState sanitizes it: invalid characters become their hex code."""
    def valid(ch):
        return ch.isascii() and (ch.isalnum() or ch in "$._-")

    if all(valid(ch) for ch in name) and not name[:1].isdigit():
        return name
    out = "_" if name[:1].isdigit() else ""
    for ch in name:
        if valid(ch):
            out += ch
        elif ch == " ":
            out += "_"
        else:
            out += "".join("%X" % b for b in ch.encode())
    return out


class SsaNames:
    """Result names of one function as MLIR's printer assigns them: ops with a name hint get the sanitized hint
    (a clash appends `_N` from one counter shared by all names), every other result group the next number."""

    def __init__(self):
        self.used = set()
        self.next_conflict = 0
        self.next_number = 0

    def named(self, hint):
        name = sanitize_name(hint)
        if name in self.used:
            while True:
                probe = "%s_%d" % (name, self.next_conflict)
                self.next_conflict += 1
                if probe not in self.used:
                    name = probe
                    break
        self.used.add(name)
        return "%" + name

    def numbered(self):
        name = "%%%d" % self.next_number
        self.next_number += 1
        return name
