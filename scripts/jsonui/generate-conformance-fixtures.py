#!/usr/bin/env python3
"""Generates FormRender's attribute conformance fixtures from the JsonUI tool chain's attribute
definitions (Tai-Kimura/jsonui-cli, shared/core/attribute_definitions.json). Nothing is copied from
upstream's own fixtures: every case is made here from the attribute's documented type.

    python3 scripts/jsonui/generate-conformance-fixtures.py PATH/TO/attribute_definitions.json [--commit SHA]

For every component section and every documented attribute (aliases included) there is one case per
sample value: a small layout holding the component with the attribute, and the same layout without it.
Enum attributes have a case per enum value; other samples follow the type (number, colour, string,
boolean, array, object, binding), with a few chosen by name where the type alone would show nothing
(a font weight, a gradient's colours). Common attributes are tried on a `View` unless HOSTS names a
component they mean something on. Alias sections (EditText, Input, Toggle, Check) repeat their
target's attributes under their own type name.

Writes Tests/FormLayoutTests/Conformance/<Section>.json: {"section", "source", "root", "files",
"withouts": [{"component", "parent"?}], "cases": [{"attribute", "value", "without": index}],
"skipped": [{"attribute", "reason"}]}. A case's layout is `root` with `parent`'s attributes, and the
component as its last child; with the attribute, the component has `attribute: value` besides. `files`
are written beside the layout (a PNG named in it is given a 20 × 10 picture). AttributeConformanceTests
reads them.
"""

import argparse
import copy
import importlib.util
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
OUTPUT = os.path.join(REPO, "Tests", "FormLayoutTests", "Conformance")

spec = importlib.util.spec_from_file_location("attribute_table", os.path.join(HERE, "generate-attribute-table.py"))
table = importlib.util.module_from_spec(spec)
spec.loader.exec_module(table)


def label(text):
    return {"type": "Label", "text": text}


# The component as each case starts from: something the attribute can change the look of.
BASES = {
    "View": {"type": "View", "width": 200, "height": 120, "child": [label("One"), label("Two")]},
    "SafeAreaView": {"type": "SafeAreaView", "width": 200, "height": 120, "child": [label("One"), label("Two")]},
    "ScrollView": {"type": "ScrollView", "width": 200, "height": 120, "child": [label("One"), label("Two")]},
    "CircleView": {"type": "CircleView", "width": 80, "height": 80, "child": [label("One")]},
    "GradientView": {"type": "GradientView", "width": 200, "height": 120, "child": [label("One")]},
    "Blur": {"type": "Blur", "width": 200, "height": 120, "child": [label("One")]},
    "Label": {"type": "Label", "text": "Sample text"},
    "Button": {"type": "Button", "text": "Press"},
    "TextField": {"type": "TextField", "width": 200, "text": "Typed"},
    "TextView": {"type": "TextView", "width": 200, "height": 80, "text": "Typed"},
    "Image": {"type": "Image", "src": "sample"},
    "NetworkImage": {"type": "NetworkImage", "width": 60, "height": 40},
    "SelectBox": {"type": "SelectBox", "width": 200, "items": ["One", "Two"], "selectedIndex": 0},
    "Switch": {"type": "Switch"},
    "Segment": {"type": "Segment", "items": ["One", "Two"]},
    "Slider": {"type": "Slider", "width": 200},
    "Progress": {"type": "Progress", "width": 200},
    "Collection": {"type": "Collection", "width": 300, "height": 200, "cellClasses": ["Cell"]},
    "Radio": {"type": "Radio", "text": "Choice"},
    "CheckBox": {"type": "CheckBox", "text": "Agree"},
    "Indicator": {"type": "Indicator"},
    "IconLabel": {"type": "IconLabel", "text": "Icon text"},
    "Web": {"type": "Web", "width": 200, "height": 100},
    "TabView": {"type": "TabView", "width": 200, "height": 100},
    "Embed": {"type": "Embed", "width": 200, "height": 100},
}

# Every layout: a root 300 points tall holding a sibling (for relative places) and then the component.
SIBLING = {"type": "View", "id": "sibling", "width": 40, "height": 40, "centerInParent": True, "background": "#CCCCCC"}
ROOT = {"type": "View", "height": 300, "child": [SIBLING]}
FILES = {
    "sample.png": "",
    "cell.json": {"type": "View", "height": 40, "child": [label("Cell")]},
}

# Common attributes tried on a component they mean something on (else a View).
HOSTS = {
    "tintColor": "Switch",
    "enabled": "Button",
    "disabledBackground": "Button",
    "tapBackground": "Button",
    "highlightBackground": "Button",
    "defaultBackground": "Button",
    "effectStyle": "Blur",
}

# Per attribute ("name" or "Section.name"): attributes added to the component in both layouts
# ("with"), keys taken out of the base ("drop"), attributes of the root ("parent"), and the sample
# values ("values") where the type alone would show nothing.
TWEAKS = {
    # Attributes that draw only beside another: a control's label in place of its text, a radio's
    # chosen item among its items, a date select box's date and format, a toggle's label font.
    "CheckBox.label": {"drop": ["text"]},
    "Check.label": {"drop": ["text"]},
    "Radio.label": {"drop": ["text"]},
    "Radio.selectedValue": {"with": {"items": ["Choice", "Other"]}, "values": ["Other"]},
    "SelectBox.selectItemType": {"with": {"selectedDate": "2026-01-02"}, "values": ["Date"]},
    "SelectBox.selectedDate": {"with": {"selectItemType": "Date"}, "values": ["2026-01-02"]},
    "SelectBox.dateStringFormat": {"with": {"selectItemType": "Date", "selectedDate": "2026-01-02"}, "values": ["d MMM yyyy"]},
    "SelectBox.dateFormat": {"with": {"selectItemType": "Date", "selectedDate": "2026-01-02"}, "values": ["d MMM yyyy"]},
    "Label.minimumScaleFactor": {"with": {"autoShrink": True, "width": 30}, "values": [0.2]},
    "Label.linkable": {"with": {"text": "See https://example.com"}},
    "Label.partialAttributes": {"values": [[{"range": [0, 6], "fontColor": "#FF0000", "underline": True}]]},
    "Switch.fontColor": {"with": {"text": "Wi-Fi"}},
    "Switch.fontSize": {"with": {"text": "Wi-Fi"}},
    "Toggle.fontColor": {"with": {"text": "Wi-Fi"}},
    "Toggle.fontSize": {"with": {"text": "Wi-Fi"}},
    "weight": {"parent": {"orientation": "horizontal"}, "drop": ["width"]},
    "widthWeight": {"parent": {"orientation": "horizontal"}, "drop": ["width"]},
    "heightWeight": {"parent": {"orientation": "vertical"}, "drop": ["height"]},
    "minWidth": {"values": [290], "drop": ["width"]},
    "minHeight": {"values": [250], "drop": ["height"]},
    "maxWidth": {"values": [10], "drop": ["width"]},
    "maxHeight": {"values": [5], "drop": ["height"]},
    "paddingBottom": {"drop": ["height"]},
    "bottomPadding": {"drop": ["height"]},
    "paddingRight": {"drop": ["width"]},
    "rightPadding": {"drop": ["width"]},
    "paddingEnd": {"drop": ["width"]},
    "bottomMargin": {"with": {"alignBottom": True}},
    "rightMargin": {"with": {"alignRight": True}},
    "endMargin": {"with": {"alignRight": True}},
    "borderWidth": {"with": {"borderColor": "#000000"}},
    "Button.config": {"values": [{"style": "filled"}]},
    "Label.lineSpacing": {"values": [12], "with": {"width": 60, "text": "a long sample text that wraps onto several lines"}},
    "Label.hint": {"drop": ["text"]},
    "Label.placeholder": {"drop": ["text"]},
    "Label.hintColor": {"drop": ["text"], "with": {"hint": "Hint"}},
    "TextField.hint": {"drop": ["text"]},
    "TextField.placeholder": {"drop": ["text"]},
    "TextField.hintColor": {"drop": ["text"], "with": {"hint": "Hint"}},
    "TextField.placeholderColor": {"drop": ["text"], "with": {"hint": "Hint"}},
    "TextView.hint": {"drop": ["text"]},
    "TextView.placeholder": {"drop": ["text"]},
    "TextView.hintColor": {"drop": ["text"], "with": {"hint": "Hint"}},
    "SelectBox.hint": {"drop": ["selectedIndex"]},
    "SelectBox.placeholder": {"drop": ["selectedIndex"]},
    "SelectBox.prompt": {"drop": ["selectedIndex"]},
    "SelectBox.hintColor": {"drop": ["selectedIndex"], "with": {"hint": "Hint"}},
    "SelectBox.selectedIndex": {"values": [1]},
    "Switch.tint": {"with": {"isOn": True}},
    "Slider.value": {"values": [0.8]},
    "Image.defaultImage": {"values": ["sample"], "with": {"src": "https://example.com/a.png"}},
    "Collection.insets": {"values": [[10, 20, 10, 20]]},
    "Collection.contentInsets": {"values": [[10, 20, 10, 20]]},
    "alignTop": {"parent": {"gravity": "bottom"}},
    "alignLeft": {"parent": {"gravity": "right"}},
    "spacing": {"with": {"orientation": "vertical"}},
    "direction": {"with": {"orientation": "vertical"}},
    "borderColor": {"with": {"borderWidth": 2}},
    "borderStyle": {"with": {"borderWidth": 2, "borderColor": "#000000"}},
    "disabledBackground": {"with": {"enabled": False}},
    "tintColor": {"with": {"isOn": True}},
    "shadow": {"values": ["#000000", {"color": "#000000", "offsetX": 2, "offsetY": 3, "opacity": 0.5, "radius": 4}]},
    "font": {"values": ["bold"]},
    "fontWeight": {"values": ["bold"]},
    "fontStyle": {"values": ["bold"]},
    "fontName": {"values": ["Helvetica-Bold"]},
    "textAlign": {"with": {"width": 200}},
    "textAlignment": {"with": {"width": 200}},
    "lines": {"values": [1], "with": {"width": 60, "text": "a long sample text that wraps onto several lines"}},
    "numberOfLines": {"values": [1], "with": {"width": 60, "text": "a long sample text that wraps onto several lines"}},
    "lineHeightMultiple": {"values": [2]},
    "lineSpacing": {"values": [12]},
    "gradient": {"values": [["#FF0000", "#0000FF"]]},
    "colors": {"values": [["#FF0000", "#0000FF"]]},
    "gradientDirection": {"with": {"gradient": ["#FF0000", "#0000FF"]}},
    "hintColor": {"with": {"hint": "Hint"}},
    "placeholderColor": {"with": {"hint": "Hint"}},
    "secure": {"with": {"text": "secret"}},
    "isSecure": {"with": {"text": "secret"}},
    "secureTextEntry": {"with": {"text": "secret"}},
    "input": {"with": {"text": "secret"}, "values": ["password"]},
    "src": {"drop": ["src"], "values": ["sample"]},
    "srcName": {"drop": ["src"], "values": ["sample"]},
    "image": {"drop": ["src"], "values": ["sample"]},
    "url": {"values": ["sample", "https://example.com/a.png"]},
    "source": {"values": ["sample"]},
    "defaultImage": {"values": ["sample"]},
    "contentMode": {"with": {"width": 60, "height": 60}},
    "Image.contentMode": {"with": {"width": 60, "height": 60}},
    "NetworkImage.contentMode": {"with": {"url": "sample"}},
    "icon": {"values": ["sample"]},
    "iconSize": {"with": {"icon": "sample"}},
    "items": {"values": [["Alpha", "Beta", "Gamma"]]},
    "cellClasses": {"values": [["Row", "Other"]]},
    "headerClasses": {"values": [["Header"]]},
    "footerClasses": {"values": [["Footer"]]},
    "columns": {"values": [2], "with": {"items": ["a", "b", "c", "d"]}},
    "columnSpacing": {"values": [20], "with": {"sections": [{"cell": "cell", "columns": 2}], "items": [{}, {}, {}, {}]}},
    "itemSpacing": {"values": [20], "with": {"sections": [{"cell": "cell", "columns": 2}], "items": [{}, {}, {}, {}]}},
    "Collection.lineSpacing": {"values": [20], "with": {"sections": [{"cell": "cell", "columns": 2}], "items": [{}, {}, {}, {}]}},
    "sectionSpacing": {"values": [20], "with": {"sections": [{"cell": "cell", "columns": 2}], "items": [{}, {}, {}, {}]}},
    "selectedIndex": {"values": [1]},
    "selectedTabIndex": {"values": [1]},
    "selectedItem": {"values": ["Two"]},
    "selectedValue": {"values": ["Two"]},
    "value": {"values": [0.5]},
    "TextField.value": {"values": ["Typed"], "drop": ["text"]},
    "SelectBox.selectedItem": {"values": ["Two"], "drop": ["selectedIndex"]},
    "SelectBox.selectedValue": {"values": ["Two"], "drop": ["selectedIndex"]},
    "progress": {"values": [0.5]},
    "minimum": {"values": [-1], "with": {"value": 0.5}},
    "minimumValue": {"values": [-1], "with": {"value": 0.5}},
    "minValue": {"values": [-1], "with": {"value": 0.5}},
    "maximum": {"values": [4], "with": {"value": 0.5}},
    "maximumValue": {"values": [4], "with": {"value": 0.5}},
    "maxValue": {"values": [4], "with": {"value": 0.5}},
    "Progress.progressTintColor": {"with": {"progress": 0.5}},
    "Progress.tintColor": {"with": {"progress": 0.5}},
    "Slider.tintColor": {"with": {"value": 0.5}},
    "Segment.tintColor": {"with": {"selectedIndex": 0}},
    "Segment.selectedSegmentTintColor": {"with": {"selectedIndex": 0}},
    "Radio.tintColor": {"with": {"checked": True}},
    "CheckBox.tintColor": {"with": {"checked": True}},
    "CheckBox.checkColor": {"with": {"checked": True}},
    "CheckBox.checkedColor": {"with": {"checked": True}},
    "CheckBox.onTintColor": {"with": {"checked": True}},
    "Switch.onTintColor": {"with": {"isOn": True}},
    "disabledFontColor": {"with": {"enabled": False}},
    "insetHorizontal": {"values": [20]},
    "insetVertical": {"values": [20]},
    "edgeInset": {"values": [10]},
    "containerInset": {"values": [10], "with": {"text": "Typed"}},
    "textContainerInset": {"values": [10], "with": {"text": "Typed"}},
    "textPaddingLeft": {"values": [30], "with": {"text": "Typed"}},
    "textPaddingRight": {"values": [30], "with": {"text": "a long typed text that reaches the right edge"}},
    "fieldPadding": {"values": [30], "with": {"text": "a long typed text that reaches the right edge"}},
    "child": {"values": [[label("Child")]]},
    "children": {"values": [[label("Child")]]},
    "responsive": {"values": [{"compact": {"background": "#FF0000"}}]},
    "sections": {"values": [[{"cell": "cell"}]]},
    "locale": {"values": ["ar"]},
}
for _relative in ("alignTopOfView", "alignBottomOfView", "alignLeftOfView", "alignRightOfView", "alignTopView", "alignBottomView",
                  "alignLeftView", "alignRightView", "alignCenterVerticalView", "alignCenterHorizontalView"):
    TWEAKS[_relative] = {"values": ["sibling"]}

# Structure that needs what a single case does not have; tested where it is read.
SKIPPED = {
    "type": "the component type itself: every case has one",
    "include": "needs another layout file; ViewIncludeTests cover it",
    "shared_data": "an include's data; ViewIncludeTests cover it",
    "variables": "an include's variables; ViewIncludeTests and ViewTemplateTests cover them",
    "binding_id": "an include's id prefix; ViewIncludeTests cover it",
    "data": "data declarations; DataDeclarationTests and the binding tests cover them",
    "style": "needs a style file; ViewStyleAttributeTests cover it",
}

TRUE_BY_DEFAULT = {"enabled", "isEnabled", "editable", "scrollEnabled", "canTap", "userInteractionEnabled", "showLabels",
                   "bounces", "animating", "scrollAnimated", "scrollsToTop", "allowsLinkPreview", "hidesWhenStopped"}


def is_colour(name, spec):
    description = spec.get("description", "")
    lowered = name.lower()
    return ("hex string or color name" in description or "color" in table.as_list(spec.get("type"))
            or lowered.endswith("color") or lowered.endswith("background") or lowered in ("tint", "bgcolor"))


def sample_for(kind, name, spec):
    if kind == "number":
        low, high = spec.get("min"), spec.get("max")
        if high is not None and high <= 1:
            return 0.5
        value = 37
        if high is not None and value > high:
            value = high
        if low is not None and value < low:
            value = low
        return value
    if kind == "color":
        return "#FF0000"
    if kind == "string":
        return "#FF0000" if is_colour(name, spec) else "Sample"
    if kind == "boolean":
        default = spec.get("default")
        if isinstance(default, bool):
            return not default
        return name not in TRUE_BY_DEFAULT
    if kind == "array":
        items = spec.get("items")
        if isinstance(items, dict) and items.get("enum"):
            return [items["enum"][0]]
        return ["One", "Two"]
    if kind == "object":
        properties = spec.get("properties")
        if isinstance(properties, dict):
            out = {}
            for key, member in properties.items():
                kinds = [k for k in table.as_list(member.get("type")) if isinstance(k, str) and k != "binding"]
                if kinds and kinds[0] in ("number", "string", "boolean", "color"):
                    out[key] = sample_for(kinds[0], key, member)
            return out
        return {}
    if kind == "binding":
        return "@{sampleValue}"
    return "Sample"


def tweak_for(section, name):
    return TWEAKS.get(f"{section}.{name}") or TWEAKS.get(name) or {}


def samples(section, name, spec):
    """[(value)] to try: a tweak's values, else each enum value, else one sample by type."""
    tweak = tweak_for(section, name)
    if "values" in tweak:
        return list(tweak["values"])
    enum = spec.get("enum")
    if isinstance(enum, list) and enum:
        return list(enum)
    kinds = table.as_list(spec.get("type")) or ["string"]
    values = []
    for kind in kinds:
        if isinstance(kind, dict) and kind.get("enum"):
            values += kind["enum"]
    concrete = [k for k in kinds if isinstance(k, str) and k != "binding"]
    if concrete:
        values.insert(0, sample_for(concrete[0], name, spec))
    elif not values:
        values.append(sample_for("binding", name, spec))
    return values


def base(section, host, name):
    """The case's starting point without the attribute: {"component"} and the root's own {"parent"}."""
    tweak = tweak_for(host, name)
    component = copy.deepcopy(BASES[host])
    for key in tweak.get("drop", []):
        component.pop(key, None)
    component.update(copy.deepcopy(tweak.get("with", {})))
    component.pop(name, None)
    without = {"component": component}
    if tweak.get("parent"):
        without["parent"] = copy.deepcopy(tweak["parent"])
    return without


def fixture(section, type_name, attributes):
    withouts, index, cases, skipped = [], {}, [], []
    for name, spec, _ in attributes:
        if name in SKIPPED and section == "common":
            skipped.append({"attribute": name, "reason": SKIPPED[name]})
            continue
        host = HOSTS.get(name, "View") if section == "common" else type_name
        without = base(section, host, name)
        key = json.dumps(without, sort_keys=True)
        if key not in index:
            index[key] = len(withouts)
            withouts.append(without)
        for value in samples(host if section != "common" else section, name, spec):
            cases.append({"attribute": name, "value": value, "without": index[key]})
    return {"section": section, "withouts": withouts, "cases": cases, "skipped": skipped}


def dump(document):
    """Compact JSON, one layout or case a line."""
    lines = ["{"]
    head = {k: document[k] for k in ("section", "source", "root", "files")}
    for key, value in head.items():
        lines.append(f"{json.dumps(key)}: {json.dumps(value, separators=(',', ':'), ensure_ascii=False)},")
    for key in ("withouts", "cases", "skipped"):
        items = document[key]
        lines.append(f"{json.dumps(key)}: [")
        for position, item in enumerate(items):
            comma = "," if position < len(items) - 1 else ""
            lines.append(json.dumps(item, separators=(",", ":"), ensure_ascii=False) + comma)
        lines.append("]," if key != "skipped" else "]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("definitions", help="path to jsonui-cli's shared/core/attribute_definitions.json")
    parser.add_argument("--commit", default=table.DEFAULT_COMMIT)
    args = parser.parse_args()
    sections, aliases = table.load(args.definitions)
    digest = table.sha256(args.definitions)
    source = f"{table.UPSTREAM_REPO} {table.UPSTREAM_PATH}@{args.commit} (sha256 {digest})"
    for name in list(sections) + list(aliases):
        if name != "common" and (aliases.get(name, name)) not in BASES:
            sys.exit(f"error: no base layout for component {name}: add one to BASES")
    if os.path.isdir(OUTPUT):
        shutil.rmtree(OUTPUT)
    os.makedirs(OUTPUT)
    total = 0
    for name in list(sections) + sorted(aliases):
        target = aliases.get(name, name)
        attributes = sections[target]
        document = fixture(name, target if name != "common" else "View", attributes)
        if name in aliases:
            for without in document["withouts"]:
                without["component"]["type"] = name
        document["source"] = source
        document["root"] = ROOT
        document["files"] = FILES
        total += len(document["cases"])
        with open(os.path.join(OUTPUT, f"{name}.json"), "w", encoding="utf-8") as handle:
            handle.write(dump(document))
    print(f"wrote {total} cases for {len(sections) + len(aliases)} sections to {os.path.relpath(OUTPUT, REPO)}")


if __name__ == "__main__":
    main()
