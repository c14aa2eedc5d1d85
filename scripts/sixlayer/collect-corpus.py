#!/usr/bin/env python3
"""Collect a conformance corpus of SixLayer `.hints` examples from the SixLayer repository.

Usage:
    scripts/sixlayer/collect-corpus.py MIRROR_GIT_DIR [OUT_DIR] [--rev REV] [--report]

MIRROR_GIT_DIR is a (bare) git directory of schatt/6layer, read with `git ls-tree` and
`git cat-file`; nothing is checked out. OUT_DIR defaults to
Tests/FormRenderKitTests/SixLayerCorpus of this checkout. The output is deterministic:
the same commit gives the same files byte for byte. Old NNN-*.hints files in OUT_DIR are
removed first, so the script can be re-run.

Sources, in this order (which is also the order of precedence for duplicates):
  1. hints-file     every *.hints file
  2. doc            ```json / unlabelled fenced blocks of Markdown (and .txt) docs
  3. release-notes  the same in release notes (RELEASE*.md, CHANGELOG*.md, RELEASES.md)
  4. test           string literals in Swift tests
  5. source         string literals in other Swift files (Framework/Sources, examples, scripts)
then, numbered after all of those (so that adding them left the earlier numbers as they were):
  6. doc-commented            doc blocks (2.) that only parse once their `//` comments are removed
  7. release-notes-commented  the same for release notes (3.)
  8. test                     Swift dictionary literals in tests (`let json: [String: Any] = [...]`),
                              converted to JSON

A block is kept when it parses with json.loads as-is (Swift literals after their escapes
are resolved and a multi-line literal's indentation is stripped) and looks like a hints
file: an object whose keys are field ids mapping to objects, plus optional `_sections`
(an array of objects) and `__example`. Identical JSON (same parsed value) is kept once.

For 6. and 7., `//` comments outside strings are removed (a whole-line comment with its
line, a trailing one with the blanks before it), then commas left before `}` or `]`; the
rest of the text is kept as written. For 8., a dictionary literal that is not nested in
another collection literal and has a hints key (`displayWidth`, `_sections`, ...) is
converted exactly: string literals -> strings, integer / floating-point literals ->
numbers, true/false -> booleans, `[...]` -> arrays, `["k": v]` -> objects (`[:]` -> {}),
a `nil` value drops its key; key order is kept, and the result is pretty-printed with an
indentation of 2. An identifier is replaced by the literal of a `let NAME = [...]` earlier
in the same function; any other variable, interpolation, call or expression skips the
literal (see --report).
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys

KINDS_ORDER = ["hints-file", "doc", "release-notes", "test", "source"]
# Sources added later; their examples are numbered after all of KINDS_ORDER's.
LATER_SOURCES = ["doc-commented", "release-notes-commented", "test-dict"]

# Keys the SixLayer loader (DataHintsLoader.parseHintsResult) understands for a field.
FIELD_HINT_KEYS = {
    "expectedLength", "displayWidth", "showCharacterCounter", "maxLength", "minLength",
    "expectedRange", "ocrHints", "calculationGroups", "inputType", "options", "fieldType",
    "isOptional", "isArray", "defaultValue", "isHidden", "isEditable",
}
SECTION_KEYS = {"id", "title", "description", "fields", "layoutStyle", "isCollapsible", "isCollapsed"}


# ----------------------------------------------------------------------------- git

class Repo:
    def __init__(self, git_dir, rev):
        self.git_dir = git_dir
        self.commit = self._git("rev-parse", rev + "^{commit}").decode().strip()

    def _git(self, *args):
        return subprocess.run(["git", "--git-dir", self.git_dir] + list(args),
                              check=True, stdout=subprocess.PIPE).stdout

    def paths(self):
        out = self._git("ls-tree", "-r", "-z", "--full-tree", self.commit)
        paths = []
        for entry in out.split(b"\0"):
            if not entry:
                continue
            meta, path = entry.split(b"\t", 1)
            mode, typ, _ = meta.split(b" ")
            if typ == b"blob" and mode != b"120000":
                paths.append(path.decode("utf-8", "surrogateescape"))
        return sorted(paths)

    def read(self, path):
        data = self._git("cat-file", "blob", "%s:%s" % (self.commit, path))
        return data.decode("utf-8", "replace")


# ----------------------------------------------------------------------------- classification

def classify_path(path):
    """The kind of source a path is, or None when it is not scanned."""
    name = os.path.basename(path)
    low = name.lower()
    if low.endswith(".hints"):
        return "hints-file"
    if low.endswith(".md") or low.endswith(".txt") or low.endswith(".mdc"):
        if re.match(r"(release|changelog|historical_releases)", low):
            return "release-notes"
        return "doc"
    if low.endswith(".swift"):
        if "/Tests/" in "/" + path or re.search(r"Tests?\.swift$", name) or path.startswith("Tests/"):
            return "test"
        return "source"
    return None


def canonical(value):
    """A hashable form of a parsed JSON value in which true != 1 and 1 != 1.0."""
    if isinstance(value, dict):
        return ("o", tuple(sorted((k, canonical(v)) for k, v in value.items())))
    if isinstance(value, list):
        return ("a", tuple(canonical(v) for v in value))
    if isinstance(value, bool):
        return ("b", value)
    if isinstance(value, int):
        return ("i", value)
    if isinstance(value, float):
        return ("f", repr(value))
    if value is None:
        return ("n",)
    return ("s", value)


def hints_verdict(value):
    """None when `value` is a hints file, else the reason it is not."""
    if not isinstance(value, dict):
        return "not a JSON object"
    if not value:
        return "empty object"
    field_like = 0
    for key, val in value.items():
        if key == "_sections":
            if not isinstance(val, list) or not all(isinstance(s, dict) for s in val):
                return "_sections is not an array of objects"
            continue
        if key == "__example":
            if not isinstance(val, dict):
                return "__example is not an object"
            continue
        if not isinstance(val, dict):
            if key.startswith("_") and isinstance(val, str):
                continue  # a note such as "_comment": the loader skips values that are no object
            if key in FIELD_HINT_KEYS or key.startswith("ocrHints."):
                return "one field's hints without the field id (fragment)"
            return "top-level value %r is not an object" % key
        field_like += 1
    has_hint_key = any(
        isinstance(v, dict) and any(k in FIELD_HINT_KEYS or k.startswith("ocrHints.") for k in v)
        for k, v in value.items() if k not in ("_sections",))
    if "_sections" in value or has_hint_key:
        return None
    return "no hints keys (other JSON)"


# ----------------------------------------------------------------------------- markdown

FENCE_RE = re.compile(r"^([ \t]*)(`{3,}|~{3,})[ \t]*([^`\s]*)[^`]*$")


def markdown_blocks(text):
    """(language, start line of content (1-based), content) for each fenced block."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        m = FENCE_RE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, fence, lang = len(m.group(1).expandtabs(4)), m.group(2), m.group(3).lower()
        body = []
        j = i + 1
        closed = False
        while j < len(lines):
            s = lines[j].strip()
            if s.startswith(fence[0] * len(fence)) and set(s) == {fence[0]}:
                closed = True
                break
            line = lines[j]
            # strip up to the fence's indentation
            k = 0
            while k < len(line) and k < indent and line[k] in " \t":
                k += 1
            body.append(line[k:])
            j += 1
        if closed:
            yield lang, i + 2, "\n".join(body)
        i = j + 1


# ----------------------------------------------------------------------------- swift lexer

class SwiftString:
    __slots__ = ("start", "raw_hashes", "multiline", "content", "content_start", "closing_indent",
                 "interpolated")

    def __init__(self):
        self.interpolated = False


def swift_strings(src):
    """Every string literal of a Swift file (top level and inside interpolations)."""
    out = []
    _lex_code(src, 0, out, stop_at_paren=False)
    return out


def _skip_comment(src, i):
    """The index just past a Swift `//` or (nested) `/* */` comment starting at i, or None."""
    n = len(src)
    if src.startswith("//", i):
        j = src.find("\n", i)
        return n if j < 0 else j
    if src.startswith("/*", i):
        nest, i = 1, i + 2
        while i < n and nest:
            if src.startswith("/*", i):
                nest, i = nest + 1, i + 2
            elif src.startswith("*/", i):
                nest, i = nest - 1, i + 2
            else:
                i += 1
        return i
    return None


def _string_hashes(src, i):
    """How many `#` open a Swift string literal starting at i (0 for a plain one), or None."""
    j = i
    while j < len(src) and src[j] == "#":
        j += 1
    return j - i if j < len(src) and src[j] == '"' else None


def _lex_code(src, i, out, stop_at_paren):
    n = len(src)
    depth = 0
    while i < n:
        c = src[i]
        after = _skip_comment(src, i)
        if after is not None:
            i = after
            continue
        hashes = _string_hashes(src, i)
        if hashes is not None:
            i = _lex_string(src, i, hashes, out)
            continue
        if c == "#":
            i += 1
            continue
        if stop_at_paren:
            if c == "(":
                depth += 1
            elif c == ")":
                if depth == 0:
                    return i + 1
                depth -= 1
        i += 1
    return n


def _lex_string(src, start, hashes, out):
    n = len(src)
    i = start + hashes
    s = SwiftString()
    s.start, s.raw_hashes = start, hashes
    close_hash = "#" * hashes
    esc = "\\" + close_hash
    if src.startswith('"""', i):
        s.multiline = True
        i += 3
        nl = src.find("\n", i)
        if nl < 0:
            return n
        i = nl + 1
        s.content_start = i
        terminator = '"""' + close_hash
    else:
        s.multiline = False
        i += 1
        s.content_start = i
        terminator = '"' + close_hash
    while i < n:
        if src.startswith(esc, i):
            k = i + len(esc)
            if k < n and src[k] == "(":
                s.interpolated = True
                i = _lex_code(src, k + 1, out, stop_at_paren=True)
                continue
            i = k + 1  # skip the escaped character
            continue
        if not s.multiline and src[i] == "\n":
            return i + 1  # unterminated single-line string: give up on it
        if src.startswith(terminator, i):
            body = src[s.content_start:i]
            if s.multiline:
                # the closing delimiter's line: its indentation is stripped from every line
                last_nl = body.rfind("\n")
                closing_line = body[last_nl + 1:] if last_nl >= 0 else body
                if closing_line.strip() == "":
                    s.closing_indent = closing_line
                    body = body[:last_nl] if last_nl >= 0 else ""
                else:
                    s.closing_indent = ""
            s.content = body
            out.append(s)
            return i + len(terminator)
        i += 1
    return n


SIMPLE_ESCAPES = {"0": "\0", "\\": "\\", "t": "\t", "n": "\n", "r": "\r", '"': '"', "'": "'"}


def swift_string_value(s):
    """The value of a Swift literal, or None when it can't be resolved statically."""
    if s.interpolated:
        return None
    body = s.content
    if s.multiline:
        lines = body.split("\n")
        stripped = []
        for line in lines:
            if line.startswith(s.closing_indent):
                stripped.append(line[len(s.closing_indent):])
            elif line.strip() == "":
                stripped.append("")
            else:
                return None  # insufficient indentation: not valid Swift
        body = "\n".join(stripped)
    esc = "\\" + "#" * s.raw_hashes
    out = []
    i, n = 0, len(body)
    while i < n:
        if body.startswith(esc, i):
            k = i + len(esc)
            if k >= n:
                return None
            c = body[k]
            if c in SIMPLE_ESCAPES:
                out.append(SIMPLE_ESCAPES[c])
                i = k + 1
                continue
            if c == "u" and body.startswith("{", k + 1):
                end = body.find("}", k)
                out.append(chr(int(body[k + 2:end], 16)))
                i = end + 1
                continue
            if s.multiline:
                # line continuation: backslash, optional spaces, newline
                m = re.match(r"[ \t]*\n", body[k:])
                if m:
                    i = k + m.end()
                    continue
            return None
        out.append(body[i])
        i += 1
    return "".join(out)


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


# ----------------------------------------------------------------------------- model names

IDENT = r"[A-Z][A-Za-z0-9_]*"
NAME_PATTERNS = [
    re.compile(r"\b(" + IDENT + r")\.hints\b"),
    re.compile(r"(?:loadHints|hasHints|hintsFor|loadHintsResult|hints)\s*\(\s*for:\s*\"(" + IDENT + r")\""),
    re.compile(r"modelName:\s*\"(" + IDENT + r")\""),
    re.compile(r"\"(" + IDENT + r")\"\s*\+\s*\"\.hints\""),
]
TYPE_PATTERN = re.compile(r"\b(?:struct|class|entity)\s+(" + IDENT + r")\b")
GENERIC_NAMES = {"Test", "Example", "Model", "MyModel", "YourModel", "ModelName", "Hints",
                 "SixLayerFramework", "String", "Int", "Bool"}


NOT_A_MODEL = re.compile(r"Hints|View|Form|Field|Test|Loader|Service|Result|Section|Builder|Registry|Type$")


def _names_in(text, patterns):
    found = []
    for pat in patterns:
        for m in pat.finditer(text):
            if not NOT_A_MODEL.search(m.group(1)):
                found.append((m.start(), m.group(1)))
    found.sort()
    return [name for _, name in found]


def model_name_in(block):
    """A model the block names itself ("_comment": "User.hints - …"), if any."""
    names = _names_in(block, NAME_PATTERNS[:1])
    return names[0] if names else None


def model_name_for_doc(lines, start):
    """The closest Foo.hints / struct Foo before the block (up to the previous heading's section)."""
    back = "\n".join(lines[max(0, start - 40):start - 1])
    names = [x for x in _names_in(back, NAME_PATTERNS) if x not in GENERIC_NAMES]
    if names:
        return names[-1]
    ahead = "\n".join(lines[start - 1:min(len(lines), start + 60)])
    close = back.split("\n")[-15:]
    names = [x for x in _names_in("\n".join(close), [TYPE_PATTERN]) if x not in GENERIC_NAMES]
    if names:
        return names[-1]
    # after the block: the first "Foo.hints" or "struct Foo" within the text that follows
    after = ahead.split("```", 2)[-1] if "```" in ahead else ahead
    names = [x for x in _names_in("\n".join(after.split("\n")[:25]), NAME_PATTERNS + [TYPE_PATTERN])
             if x not in GENERIC_NAMES]
    if names:
        return names[0]
    return "Example"


FUNC_RE = re.compile(r"^\s*(?:@\w+[^\n]*\s+)*(?:(?:private|fileprivate|internal|public|static|override|mutating|"
                     r"final|@MainActor)\s+)*func\s+(\w+)", re.M)


def model_name_for_swift(src, offset, length):
    """A model name the enclosing function mentions, else the closest before the string."""
    funcs = [(m.start(), m.group(1)) for m in FUNC_RE.finditer(src)]
    fstart = max([p for p, _ in funcs if p <= offset], default=0)
    fend = min([p for p, _ in funcs if p > offset + length], default=len(src))
    before = src[fstart:offset]
    after = src[offset + length:fend]
    for text, pick in ((after, 0), (before, -1)):
        names = [x for x in _names_in(text, NAME_PATTERNS) if x not in GENERIC_NAMES]
        if names:
            return names[pick]
    names = [x for x in _names_in(before + after, [TYPE_PATTERN]) if x not in GENERIC_NAMES]
    if names:
        return names[0]
    # the test's own subject, e.g. testVehicleHints → nothing reliable; fall back
    return "Example"


# ----------------------------------------------------------------------------- `//` comments in JSON

def _json_chars(text):
    """Each (index, character, inside) of JSON text: inside says whether it is part of a string."""
    in_str, esc = False, False
    for i, ch in enumerate(text):
        if in_str:
            yield i, ch, True
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
        else:
            in_str = ch == '"'
            yield i, ch, in_str


def strip_line_comments(text):
    """`text` without its `//` comments (outside JSON strings) and the commas that leaves before } or ]."""
    out_lines = []
    for line in text.split("\n"):
        cut = next((i for i, ch, inside in _json_chars(line) if not inside and line.startswith("//", i)), None)
        if cut is None:
            out_lines.append(line)
        elif line[:cut].strip():
            out_lines.append(line[:cut].rstrip())
        # else: a whole-line comment, dropped with its line
    text = "\n".join(out_lines)
    # commas directly (blanks aside) before a closing bracket, outside strings; the blanks stay
    dropped = {i for i, ch, inside in _json_chars(text) if not inside and ch == "," and re.match(r",\s*[}\]]", text[i:])}
    return "".join(ch for i, ch in enumerate(text) if i not in dropped).strip()


# ----------------------------------------------------------------------------- Swift dictionary literals

class Tok:
    __slots__ = ("kind", "text", "start", "string")

    def __init__(self, kind, text, start, string=None):
        self.kind, self.text, self.start, self.string = kind, text, start, string

    def __repr__(self):
        return "Tok(%s %r @%d)" % (self.kind, self.text, self.start)


NUM_RE = re.compile(r"0[xob][0-9A-Fa-f_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?")
IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|`[^`\n]+`|\$[A-Za-z0-9_]+|#[A-Za-z_][A-Za-z0-9_]*")


def swift_tokens(src):
    """Tokens of a Swift file: str (with its SwiftString), num, id, punct. Comments are dropped."""
    toks = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c in " \t\r\n":
            i += 1
            continue
        after = _skip_comment(src, i)
        if after is not None:
            i = after
            continue
        hashes = _string_hashes(src, i)
        if hashes is not None:
            found = []
            end = _lex_string(src, i, hashes, found)
            outer = found[-1] if found and found[-1].start == i else None
            toks.append(Tok("str" if outer else "bad", src[i:end], i, outer))
            i = end
            continue
        m = IDENT_RE.match(src, i)
        if m:
            toks.append(Tok("id", m.group(0), i))
            i = m.end()
            continue
        m = NUM_RE.match(src, i)
        if m:
            toks.append(Tok("num", m.group(0), i))
            i = m.end()
            continue
        toks.append(Tok("punct", c, i))
        i += 1
    return toks


class Unconvertible(Exception):
    pass


_DROP = object()  # the value `nil`: its key is left out
HINT_KEY_STRINGS = FIELD_HINT_KEYS | {"_sections"}


def is_hint_key(key):
    return key in HINT_KEY_STRINGS or key.startswith("ocrHints.")


def has_hint_key(value):
    """Whether a hints key is a key of `value` or of an object in it."""
    if isinstance(value, dict):
        return any(is_hint_key(k) or has_hint_key(v) for k, v in value.items())
    if isinstance(value, list):
        return any(has_hint_key(v) for v in value)
    return False


def _is(tok, text):
    return tok is not None and tok.kind == "punct" and tok.text == text


class SwiftLiterals:
    """Dictionary literals of one Swift file and their conversion to JSON values."""

    def __init__(self, src):
        self.src = src
        self.toks = swift_tokens(src)
        self.match = {}       # index of an opening bracket -> index of its closing one
        self.enclosing = {}   # index of "[" -> the opening punct it is directly inside (or None)
        stack = []
        pairs = {"]": "[", ")": "(", "}": "{"}
        for k, t in enumerate(self.toks):
            if t.kind != "punct":
                continue
            if t.text in "[({":
                if t.text == "[":
                    self.enclosing[k] = self.toks[stack[-1]].text if stack else None
                stack.append(k)
            elif t.text in pairs:
                # pop to the matching opener (tolerates stray closers, e.g. in #if branches)
                for d in range(len(stack) - 1, -1, -1):
                    if self.toks[stack[d]].text == pairs[t.text]:
                        self.match[stack[d]] = k
                        del stack[d:]
                        break
        self.funcs = [m.start() for m in FUNC_RE.finditer(src)]

    def tok(self, k):
        return self.toks[k] if 0 <= k < len(self.toks) else None

    def dictionary_literals(self):
        """(index of "[", whether a hints key is written in it) for each dictionary literal that is not
        inside another "[ ]"."""
        for k, t in enumerate(self.toks):
            if not _is(t, "[") or self.enclosing.get(k) == "[" or k not in self.match:
                continue
            first, colon = self.tok(k + 1), self.tok(k + 2)
            if not (first is not None and first.kind == "str" and _is(colon, ":")):
                continue
            end = self.match[k]
            has_key = False
            for j in range(k + 1, end):
                tj = self.toks[j]
                if tj.kind == "str" and _is(self.tok(j + 1), ":") and tj.string is not None:
                    v = swift_string_value(tj.string)
                    if v is not None and is_hint_key(v):
                        has_key = True
                        break
            yield k, has_key

    def function_start(self, offset):
        return max([p for p in self.funcs if p <= offset], default=0)

    def convert(self, k, inlining=()):
        """The JSON value of the literal opening at token k; raises Unconvertible."""
        value, end = self._value(k, inlining)
        if end != self.match.get(k, -1) + 1:
            raise Unconvertible("expression")
        return value

    def _value(self, k, inlining):
        t = self.tok(k)
        if t is None:
            raise Unconvertible("expression")
        if t.kind == "str":
            s = t.string
            if s.interpolated:
                raise Unconvertible("string interpolation")
            v = swift_string_value(s)
            if v is None:
                raise Unconvertible("unresolvable string escape")
            return v, k + 1
        if _is(t, "-") and self.tok(k + 1) is not None and self.tok(k + 1).kind == "num" \
                and self.tok(k + 1).start == t.start + 1:
            v, j = self._value(k + 1, inlining)
            return -v, j
        if t.kind == "num":
            text = t.text.replace("_", "")
            if re.fullmatch(r"\d+", text):
                return int(text), k + 1
            if re.fullmatch(r"\d+(\.\d+)?([eE][+-]?\d+)?", text):
                return float(text), k + 1
            raise Unconvertible("number literal %s" % t.text)
        if t.kind == "id":
            nxt = self.tok(k + 1)
            if _is(nxt, "(") or _is(nxt, ".") or _is(nxt, "["):
                raise Unconvertible("function call or expression")
            if t.text == "true":
                return True, k + 1
            if t.text == "false":
                return False, k + 1
            if t.text == "nil":
                return _DROP, k + 1
            return self._inline(k, inlining), k + 1
        if _is(t, "["):
            return self._collection(k, inlining)
        raise Unconvertible("function call or expression")

    def _collection(self, k, inlining):
        end = self.match.get(k)
        if end is None:
            raise Unconvertible("expression")
        if end == k + 1:
            return [], end + 1
        if end == k + 2 and _is(self.tok(k + 1), ":"):
            return collections.OrderedDict(), end + 1
        first, j = self._value(k + 1, inlining)
        if _is(self.tok(j), ":"):
            out = collections.OrderedDict()
            key = first
            while True:
                if not isinstance(key, str):
                    raise Unconvertible("dictionary key that is no string")
                val, j = self._value(j + 1, inlining)
                if val is not _DROP:
                    out[key] = val
                j, done = self._past_element(j, end)
                if done:
                    return out, end + 1
                key, j = self._value(j, inlining)
                if not _is(self.tok(j), ":"):
                    raise Unconvertible("expression")
        out = []
        val = first
        while True:
            if val is _DROP:
                raise Unconvertible("nil in an array")
            out.append(val)
            j, done = self._past_element(j, end)
            if done:
                return out, end + 1
            val, j = self._value(j, inlining)

    def _past_element(self, j, end):
        """Past the comma after an element: the next one's start, and whether the literal ends there."""
        if _is(self.tok(j), ","):
            j += 1
        elif j != end:
            raise Unconvertible("expression")
        return j, j == end

    def _inline(self, k, inlining):
        """The literal of `let NAME = [...]` (or `let NAME: T = [...]`) earlier in k's function."""
        name = self.toks[k].text
        fstart = self.function_start(self.toks[k].start)
        for d in range(k - 1, -1, -1):
            t = self.toks[d]
            if t.start < fstart:
                break
            if t.kind == "id" and t.text == name and self.tok(d - 1) is not None \
                    and self.tok(d - 1).kind == "id" and self.tok(d - 1).text in ("let", "var"):
                if self.tok(d - 1).text != "let" or name in inlining:
                    break
                # skip a type annotation up to "=" (brackets in it are balanced)
                e = d + 1
                if _is(self.tok(e), ":"):
                    e += 1
                    while e < k and not _is(self.tok(e), "="):
                        e = self.match.get(e, e) + 1 if _is(self.tok(e), "[") else e + 1
                if _is(self.tok(e), "=") and _is(self.tok(e + 1), "["):
                    return self.convert(e + 1, inlining + (name,))
                break
        raise Unconvertible("variable")


MODEL_IN_TEST_RE = [
    re.compile(r"\b(?:modelName|ModelName)\s*(?::|=)\s*\"([A-Za-z][A-Za-z0-9]*)"),
    re.compile(r"\"([A-Z][A-Za-z0-9]*)\.hints\""),
]


def model_name_for_test_literal(src, offset, length):
    """The model a test names for the hints it writes (modelName: "Foo_…" / "Foo.hints"), if any."""
    funcs = [m.start() for m in FUNC_RE.finditer(src)]
    fstart = max([p for p in funcs if p <= offset], default=0)
    fend = min([p for p in funcs if p > offset + length], default=len(src))
    body = src[fstart:fend]
    for pat in MODEL_IN_TEST_RE:
        m = pat.search(body)
        if m:
            return m.group(1)
    return model_name_for_swift(src, offset, length)


def test_dict_candidates(repo, paths):
    """Swift dictionary literals in tests, as candidates (kind "test-dict") with their JSON text."""
    for path in paths:
        if classify_path(path) != "test":
            continue
        src = repo.read(path)
        if not re.search(r'"(?:%s|ocrHints\.[A-Za-z_-]+)"\s*:' % "|".join(sorted(HINT_KEY_STRINGS)), src):
            continue
        lits = SwiftLiterals(src)
        for k, key_written in lits.dictionary_literals():
            t = lits.toks[k]
            end = lits.toks[lits.match[k]]
            c = dict(kind="test-dict", path=path, line=line_of(src, t.start), problem=None)
            try:
                value = lits.convert(k)
            except Unconvertible as e:
                if not key_written:
                    continue  # some other dictionary
                c["text"] = src[t.start:end.start + 1]
                c["problem"] = "Swift literal: %s" % e
            else:
                if not has_hint_key(value):
                    continue  # some other dictionary (also once an inlined `let` is in place)
                c["text"] = json.dumps(value, indent=2, ensure_ascii=False)
            c["model"] = model_name_for_test_literal(src, t.start, end.start - t.start)
            yield c


# ----------------------------------------------------------------------------- collection

def candidates(repo, paths):
    """Yield dicts: kind, path, line, text (JSON text as found), model, plus skip info."""
    for path in paths:
        kind = classify_path(path)
        if kind is None:
            continue
        text = repo.read(path)
        if kind == "hints-file":
            first = re.search(r"\S", text)
            yield dict(kind=kind, path=path, line=line_of(text, first.start()) if first else 1,
                       text=text.strip("\n").rstrip(), model=os.path.basename(path)[:-len(".hints")],
                       problem=None)
        elif kind in ("doc", "release-notes"):
            lines = text.split("\n")
            for lang, start, body in markdown_blocks(text):
                if lang not in ("", "json", "jsonc", "json5", "hints"):
                    continue
                stripped = body.strip()
                # a JSON object, possibly after comment lines (those are skipped later, as comments)
                code = re.sub(r"^(\s*(//|#)[^\n]*\n)+", "", stripped)
                problem = None
                if not code.startswith("{"):
                    # a ```json piece that is no object (one key, an array…): a fragment
                    if lang == "" or not re.search(r'"[A-Za-z_.]+"\s*:', code):
                        continue
                    problem = "fragment (not a whole JSON object)"
                lead = len(body) - len(body.lstrip())
                first_line = start + body[:lead].count("\n")
                yield dict(kind=kind, path=path, line=first_line, text=stripped,
                           model=model_name_in(stripped) or model_name_for_doc(lines, start),
                           problem=problem, lang=lang)
        else:
            for s in swift_strings(text):
                raw = s.content
                if "{" not in raw or ":" not in raw:
                    continue
                value = swift_string_value(s)
                probe = value if value is not None else raw
                if not re.search(r"^\s*\{", probe) or '"' not in probe.replace('\\"', '"'):
                    continue
                if not re.search(r'"\s*:', probe.replace('\\"', '"')):
                    continue
                stripped = probe.strip()
                lead = len(probe) - len(probe.lstrip())
                # the line of the first '{' in the file
                if s.multiline:
                    first_line = line_of(text, s.content_start) + probe[:lead].count("\n")
                else:
                    first_line = line_of(text, s.start)
                problem = None
                if s.interpolated:
                    problem = "Swift interpolation \\("
                elif value is None:
                    problem = "unresolvable Swift escape"
                yield dict(kind=kind, path=path, line=first_line, text=stripped,
                           model=model_name_for_swift(text, s.start, s.content_start - s.start + len(s.content)),
                           problem=problem)


def parse_problem(text):
    if re.search(r"^\s*//|\s//\s|/\*", text, re.M):
        reason = "comments"
    elif "..." in text or "…" in text:
        reason = "ellipsis (...)"
    else:
        reason = None
    try:
        return json.loads(text), None
    except ValueError as e:
        return None, reason or ("JSON parse error (fragment or invalid): %s" % str(e).split(":")[0])


def collect(repo):
    paths = repo.paths()
    order = {k: i for i, k in enumerate(KINDS_ORDER)}
    cands = sorted(candidates(repo, paths), key=lambda c: (order[c["kind"]], c["path"], c["line"]))
    kept, skipped, seen = [], [], {}
    commented = []

    def keep_if_new(c, value):
        verdict = hints_verdict(value)
        if verdict:
            skipped.append((c, "not a hints file: " + verdict))
            return
        key = canonical(value)
        if key in seen:
            skipped.append((c, "duplicate of " + seen[key]))
            return
        c["value"] = value
        kept.append(c)
        seen[key] = "%s:%d" % (c["path"], c["line"])

    for c in cands:
        if c["problem"]:
            skipped.append((c, c["problem"]))
            continue
        value, problem = parse_problem(c["text"])
        if problem == "comments" and c["kind"] in ("doc", "release-notes"):
            commented.append(c)  # tried again below, without its comments
            continue
        if problem:
            skipped.append((c, problem))
            continue
        keep_if_new(c, value)

    # The later sources, numbered after everything above so that those numbers stay as they were.
    later = []
    for c in commented:
        later.append(dict(c, kind=c["kind"] + "-commented", text=strip_line_comments(c["text"])))
    later.extend(test_dict_candidates(repo, paths))
    order = {k: i for i, k in enumerate(LATER_SOURCES)}
    for c in sorted(later, key=lambda c: (order[c["kind"]], c["path"], c["line"])):
        if c["problem"]:
            skipped.append((c, c["problem"]))
            continue
        try:
            value = json.loads(c["text"])
        except ValueError as e:
            skipped.append((c, "still no JSON without its // comments: %s" % str(e).split(":")[0]))
            continue
        keep_if_new(c, value)
    return kept, skipped


# The kind SOURCES.json gives each source (a converted Swift dictionary is from a test, too).
OUTPUT_KIND = {"test-dict": "test"}
KIND_LABELS = {
    "test": "test (JSON string literals)",
    "test-dict": "test (Swift dictionary literals converted to JSON)",
}


def safe_model(name):
    name = re.sub(r"[^A-Za-z0-9_]+", "", name)
    return name or "Example"


def write_corpus(repo, kept, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    for f in sorted(os.listdir(out_dir)):
        if re.match(r"\d{3}-.*\.hints$", f):
            os.remove(os.path.join(out_dir, f))
    sources = []
    for n, c in enumerate(kept, 1):
        name = "%03d-%s.hints" % (n, safe_model(c["model"]))
        with open(os.path.join(out_dir, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(c["text"] + "\n")
        sources.append(collections.OrderedDict([
            ("file", name), ("source", c["path"]), ("line", c["line"]),
            ("commit", repo.commit), ("kind", OUTPUT_KIND.get(c["kind"], c["kind"]))]))
    with open(os.path.join(out_dir, "SOURCES.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(sources, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    counts = collections.Counter(c["kind"] for c in kept)
    with open(os.path.join(out_dir, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("# SixLayer hints corpus\n\n")
        fh.write("%d real `.hints` examples (field id → display hints, with `_sections`) for conformance tests of "
                 "FormRender's hints reader.\n" % len(kept))
        fh.write("Taken from the SixLayer framework's own repository, "
                 "[schatt/6layer](https://github.com/schatt/6layer), at commit `%s`: " % repo.commit)
        fh.write(", ".join("%d from %s" % (counts[k], KIND_LABELS.get(k, k))
                           for k in KINDS_ORDER + LATER_SOURCES if counts[k]) + ".\n")
        fh.write("`SOURCES.json` names each file's origin (path, line, commit, kind); the JSON text is as found there, "
                 "except that `doc-commented` / `release-notes-commented` blocks had their `//` comments (and the "
                 "commas these left before `}` or `]`) removed,\n")
        fh.write("and that hints a test builds as a Swift dictionary literal (`kind` `test`, `line` of its `[`) were "
                 "converted to JSON exactly (strings, numbers, booleans, arrays, objects; key order kept; a `nil` "
                 "value drops its key) and pretty-printed with 2-space indentation.\n")
        fh.write("Regenerate with `scripts/sixlayer/collect-corpus.py <6layer git dir>`.\n")
    return sources


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default_out = os.path.normpath(os.path.join(here, "..", "..", "Tests", "FormRenderKitTests", "SixLayerCorpus"))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("mirror", help="the 6layer git directory (bare is fine)")
    ap.add_argument("out", nargs="?", default=default_out)
    ap.add_argument("--rev", default="HEAD")
    ap.add_argument("--report", action="store_true", help="print what was skipped and why")
    args = ap.parse_args()
    repo = Repo(args.mirror, args.rev)
    kept, skipped = collect(repo)
    write_corpus(repo, kept, args.out)
    counts = collections.Counter(c["kind"] for c in kept)
    print("commit %s: %d examples (%s)" % (repo.commit, len(kept),
          ", ".join("%s %d" % (k, counts[k]) for k in KINDS_ORDER + LATER_SOURCES)))
    reasons = collections.Counter(
        "duplicate" if r.startswith("duplicate") else
        ("JSON parse error" if r.startswith("JSON parse error") else
         ("[%s] %s" % (c["kind"], r) if c["kind"] in LATER_SOURCES else r)) for c, r in skipped)
    print("skipped %d: %s" % (len(skipped), "; ".join("%s %d" % kv for kv in sorted(reasons.items()))))
    if args.report:
        for c, r in skipped:
            print("  skip %s:%d [%s] %s" % (c["path"], c["line"], c["kind"], r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
