#!/usr/bin/env python3
"""Writes Tests/FormModelTests/Generated/BindingVectorCases.swift from the JsonUI tool chain's binding
test data, so that FormRender's tests run every published case without the repository carrying
another project's files:

  - binding_vectors.json: SwiftJsonUI's vendored copy (Tests/SwiftJsonUITests/Fixtures/), the
    `@{...}` resolution cases every runtime must pass, and the validator's rule cases;
  - bind_fold_vectors.json: jsonui-cli's shared/core/, what `bind` beside a view's own value becomes;
  - binding_semantics.json: jsonui-cli's shared/core/, the canon; only its validator rules are used.

Each file is given by path, with where it came from (free text: repository, commit, path), which the
header of the output records with the file's sha256. Unknown case shapes are refused, so that a new
kind of case in a later copy is noticed instead of dropped. Python 3, standard library only.

    git -C SwiftJsonUI show HEAD:Tests/SwiftJsonUITests/Fixtures/binding_vectors.json > /tmp/binding_vectors.json
    scripts/jsonui/generate-binding-vectors.py \\
        --binding-vectors /tmp/binding_vectors.json --binding-vectors-origin "Tai-Kimura/SwiftJsonUI <commit> ..." \\
        --bind-fold-vectors shared/core/bind_fold_vectors.json --bind-fold-vectors-origin "..." \\
        --semantics shared/core/binding_semantics.json --semantics-origin "..."
"""
import argparse
import hashlib
import json
import os
import shlex
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT = os.path.join(ROOT, "Tests", "FormModelTests", "Generated", "BindingVectorCases.swift")

CONTEXTS = {"text": ".text", "value": ".value", "embedParams": ".embedParams", "twoWay": ".twoWay"}
VALUE_TYPES = {"string", "bool", "number"}


class VectorError(Exception):
    pass


def load(path):
    """The file's bytes' sha256 and its JSON, keys in file order."""
    with open(path, "rb") as handle:
        data = handle.read()
    try:
        return hashlib.sha256(data).hexdigest(), json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise VectorError(f"{path}: not JSON: {error}")


def swift_string(text):
    """A Swift string literal: raw (`#"..."#`) when the text has quotes or backslashes, so JSON stays
    readable; escaped otherwise, and always for control characters."""
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in text) or ('"' not in text and "\\" not in text):
        out = []
        for c in text:
            if c in '"\\':
                out.append("\\" + c)
            elif ord(c) < 0x20 or ord(c) == 0x7F:
                out.append("\\u{%X}" % ord(c))
            else:
                out.append(c)
        return '"' + "".join(out) + '"'
    hashes = "#"
    while ('"' + hashes) in text or ("\\" + hashes) in text:
        hashes += "#"
    return hashes + '"' + text + '"' + hashes


def json_text(value):
    """Compact JSON, as written: 5.0 stays 5.0 (the cases test how numbers print)."""
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def view_value(value):
    """A scalar JSON value as a `ViewValue` literal."""
    if isinstance(value, bool):
        return f".bool({'true' if value else 'false'})"
    if isinstance(value, (int, float)):
        return f".number({json.dumps(value)})"
    if isinstance(value, str):
        return f".string({swift_string(value)})"
    raise VectorError(f"expected a scalar value, found {json_text(value)}")


def check_keys(case, allowed, where):
    unknown = sorted(set(case) - allowed)
    if unknown:
        raise VectorError(f"{where}: unknown keys {unknown} (the generator does not know this shape of case)")


def binding_case(case, index):
    where = f"binding_vectors.json cases[{index}] ({case.get('id', '?')})"
    check_keys(case, {"id", "kind", "context", "template", "expr", "valueType", "data", "dataDefaults", "params", "parentData",
                      "expect", "expectError"}, where)
    kind = case.get("kind", "runtime")
    context = case.get("context")
    if kind not in ("runtime", "validation") or context not in CONTEXTS:
        raise VectorError(f"{where}: kind {kind!r} in context {context!r} is not one the generator knows")
    fields = [f"id: {swift_string(case['id'])}", f"context: {CONTEXTS[context]}"]
    if "valueType" in case:
        if case["valueType"] not in VALUE_TYPES:
            raise VectorError(f"{where}: valueType {case['valueType']!r} is not one the generator knows")
        fields.append(f"valueType: .{case['valueType']}")
    sources = [key for key in ("template", "expr", "params") if key in case]
    if len(sources) != 1:
        raise VectorError(f"{where}: needs exactly one of template, expr and params")
    if sources[0] == "params":
        fields.append(f"params: {swift_string(json_text(case['params']))}")
    else:
        fields.append(f"source: {swift_string(case[sources[0]])}")
    data = case.get("parentData", case.get("data"))
    if "parentData" in case and "data" in case:
        raise VectorError(f"{where}: both data and parentData")
    if data is not None:
        fields.append(f"data: {swift_string(json_text(data))}")
    if "dataDefaults" in case:
        fields.append(f"dataDefaults: {swift_string(json_text(case['dataDefaults']))}")
    if kind == "validation":
        if "expect" in case or "expectError" not in case:
            raise VectorError(f"{where}: a validation case has expectError and no expect")
        fields.append(f"expect: .error({swift_string(case['expectError'])})")
    else:
        expect = case.get("expect")
        if "expectError" in case or not isinstance(expect, dict) or len(expect) != 1:
            raise VectorError(f"{where}: a runtime case's expect is exactly one of text, value, outcome, params")
        (key, value), = expect.items()
        if key == "text" and isinstance(value, str):
            fields.append(f"expect: .text({swift_string(value)})")
        elif key == "value" and context == "value":
            fields.append(f"expect: .value({view_value(value)})")
        elif key == "outcome" and value == "unresolved":
            fields.append("expect: .unresolved")
        elif key == "params" and isinstance(value, dict):
            fields.append(f"expect: .params({swift_string(json_text(value))})")
        else:
            raise VectorError(f"{where}: expect {json_text(expect)} is not one the generator knows")
    return "    BindingVectorCase(" + ", ".join(fields) + "),"


def fold_case(case, index):
    where = f"bind_fold_vectors.json cases[{index}] ({case.get('name', '?')})"
    check_keys(case, {"name", "node", "expect", "warning"}, where)
    if not isinstance(case.get("node"), dict) or not isinstance(case.get("expect"), dict) or "warning" not in case:
        raise VectorError(f"{where}: needs name, node, expect and warning")
    warning = "nil" if case["warning"] is None else swift_string(case["warning"])
    return (f"    BindFoldCase(name: {swift_string(case['name'])}, node: {swift_string(json_text(case['node']))}, "
            f"expect: {swift_string(json_text(case['expect']))}, warning: {warning}),")


def rule_line(rule, index):
    where = f"binding_semantics.json validatorRules[{index}]"
    if not all(isinstance(rule.get(key), str) for key in ("id", "severity", "context", "rule")):
        raise VectorError(f"{where}: needs id, severity, context and rule")
    return (f"    BindingValidatorRule(id: {swift_string(rule['id'])}, severity: {swift_string(rule['severity'])}, "
            f"context: {swift_string(rule['context'])}, rule: {swift_string(rule['rule'])}),")


TYPES = '''/// One case of binding_vectors.json. `source` is the template (text) or the expression (value, twoWay);
/// `params` an embed's params object; `data` (or the parent's data, for params) and `dataDefaults`
/// are JSON objects as written.
struct BindingVectorCase: Sendable, CustomStringConvertible {
    enum Context: Sendable { case text, value, embedParams, twoWay }
    enum ValueType: Sendable { case string, bool, number }
    enum Expect: Sendable {
        case text(String)
        case value(ViewValue)
        case unresolved
        case params(String)
        /// A validation case: the validator rejects it with this rule of binding_semantics.json.
        case error(String)
    }

    var id: String
    var context: Context
    var valueType: ValueType? = nil
    var source: String? = nil
    var params: String? = nil
    var data: String? = nil
    var dataDefaults: String? = nil
    var expect: Expect

    var description: String { id }
}

/// One case of bind_fold_vectors.json: a node as written, the node every reader acts on, and what its
/// author is told (nil: nothing).
struct BindFoldCase: Sendable, CustomStringConvertible {
    var name: String
    var node: String
    var expect: String
    var warning: String?

    var description: String { name }
}

/// One of binding_semantics.json's validatorRules.
struct BindingValidatorRule: Sendable {
    var id: String
    var severity: String
    var context: String
    var rule: String
}
'''


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    for name, what in (("binding-vectors", "binding_vectors.json"), ("bind-fold-vectors", "bind_fold_vectors.json"),
                       ("semantics", "binding_semantics.json")):
        parser.add_argument(f"--{name}", required=True, metavar="PATH", help=f"a copy of {what}")
        parser.add_argument(f"--{name}-origin", required=True, metavar="TEXT", help="where that copy came from (repository, commit, path)")
    parser.add_argument("--output", default=OUTPUT, help="the Swift file to write (default: %(default)s)")
    args = parser.parse_args(argv)

    vectors_sha, vectors = load(args.binding_vectors)
    fold_sha, fold = load(args.bind_fold_vectors)
    semantics_sha, semantics = load(args.semantics)
    if not isinstance(vectors.get("cases"), list) or not isinstance(fold.get("cases"), list):
        raise VectorError("a vectors file has no 'cases' array")
    if not isinstance(semantics.get("validatorRules"), list):
        raise VectorError("binding_semantics.json has no 'validatorRules' array")
    if vectors.get("semanticsVersion") != semantics.get("version"):
        raise VectorError(f"binding_vectors.json is for semantics version {vectors.get('semanticsVersion')}, "
                          f"binding_semantics.json is version {semantics.get('version')}")
    ids = [case.get("id") for case in vectors["cases"]]
    if len(set(ids)) != len(ids):
        raise VectorError("binding_vectors.json repeats a case id")

    binding_lines = [binding_case(case, index) for index, case in enumerate(vectors["cases"])]
    fold_lines = [fold_case(case, index) for index, case in enumerate(fold["cases"])]
    rule_lines = [rule_line(rule, index) for index, rule in enumerate(semantics["validatorRules"])]

    def origin(name, text, sha, count):
        return [f"//   {name} ({count}): {text}", f"//     sha256 {sha}"]

    # One option a line, so that the command reads as the list of sources it is.
    pairs, rest = [], list(argv)
    while rest:
        arg = rest.pop(0)
        pairs.append(shlex.quote(arg) + (" " + shlex.quote(rest.pop(0)) if arg.startswith("--") and "=" not in arg and rest else ""))
    command = " \\\n//       ".join(["scripts/jsonui/generate-binding-vectors.py"] + pairs)
    header = [
        "// Generated by scripts/jsonui/generate-binding-vectors.py: do not edit, regenerate.",
        "//",
        "// From the JsonUI tool chain's binding test data (the files themselves are another project's, and",
        "// not in this repository):",
        *origin("binding_vectors.json", args.binding_vectors_origin, vectors_sha, f"{len(binding_lines)} cases"),
        *origin("bind_fold_vectors.json", args.bind_fold_vectors_origin, fold_sha, f"{len(fold_lines)} cases"),
        *origin("binding_semantics.json", args.semantics_origin, semantics_sha, f"version {semantics.get('version')}, "
                f"{len(rule_lines)} validator rules"),
        "//",
        "// Regenerate with copies of those files (the script's docstring says where to find them):",
        f"//   {command}",
        "",
        "import FormModel",
        "",
    ]
    body = [
        TYPES,
        "/// binding_vectors.json's cases, in file order.",
        "let bindingVectorCases: [BindingVectorCase] = [",
        *binding_lines,
        "]",
        "",
        "/// bind_fold_vectors.json's cases, in file order.",
        "let bindFoldCases: [BindFoldCase] = [",
        *fold_lines,
        "]",
        "",
        "/// binding_semantics.json's validator rules.",
        "let bindingValidatorRules: [BindingValidatorRule] = [",
        *rule_lines,
        "]",
        "",
    ]
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write("\n".join(header + body))
    print(f"{os.path.relpath(args.output)}: {len(binding_lines)} binding cases, {len(fold_lines)} bind-fold cases, "
          f"{len(rule_lines)} validator rules")


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except (OSError, VectorError) as error:
        sys.exit(f"generate-binding-vectors: {error}")
