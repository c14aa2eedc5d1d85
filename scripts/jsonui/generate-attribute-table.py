#!/usr/bin/env python3
"""Builds FormRender's table of documented SwiftJsonUI attributes from the JsonUI tool chain's own
definitions (Tai-Kimura/jsonui-cli, shared/core/attribute_definitions.json), so that the table cannot
drift from what the tool chain documents.

    python3 scripts/jsonui/generate-attribute-table.py PATH/TO/attribute_definitions.json \
        [--commit SHA] [--check]

Writes Sources/FormModel/Formats/ViewTree/Generated/DocumentedAttributes.swift and
docs/view-tree-attributes.md, and prints the table's figures. --check writes nothing and fails when
either file differs from what it would write.

Every documented attribute (aliases included) gets one status:
  drawn      the attribute builder (ViewAttributeBuilder.apply) reads it and it changes the picture;
  structure  the file parser or the resolver reads it (type, child, include, style, responsive, ...);
or it is accepted without drawing, for a reason:
  device     device-only or runtime behaviour (events, gestures, focus, keyboard, scrolling, animation,
             accessibility, haptics): a still picture has none of it;
  platform   documented for another platform only (Kotlin/Android, React/web);
  metadata   says something about the file or the view, not about what it looks like;
  notyet     has a visible effect that FormRender does not draw yet.
"Drawn" is derived from the keys of the builder's switch (read from the Swift source), not listed by
hand; ACCEPTED below names the attributes the builder does not read (and the few it reads without
drawing anything), each with its reason. The generator stops when a documented attribute has no
status, so a new upstream attribute is classified before it can pass silently.

This file may be run by any Python 3.8+; it uses the standard library only. The definitions file
itself is another project's data and is not committed to FormRender.
"""

import argparse
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
VIEW_TREE = os.path.join(REPO, "Sources", "FormModel", "Formats", "ViewTree")
BUILDER = os.path.join(VIEW_TREE, "ViewAttributeTable.swift")
RELATIVE_KEYS = os.path.join(VIEW_TREE, "ViewAttributes.swift")
PARSER = os.path.join(VIEW_TREE, "ViewFileParser.swift")
VIEW_TYPES = os.path.join(VIEW_TREE, "ViewNode.swift")
OUTPUT = os.path.join(VIEW_TREE, "Generated", "DocumentedAttributes.swift")
DOC = os.path.join(REPO, "docs", "view-tree-attributes.md")

UPSTREAM_REPO = "Tai-Kimura/jsonui-cli"
UPSTREAM_PATH = "shared/core/attribute_definitions.json"
DEFAULT_COMMIT = "03bf3b34f604d970cb4e9d79f4b322ee69360093"

DEVICE, PLATFORM, METADATA, NOT_YET = "device", "platform", "metadata", "notyet"
DRAWN, STRUCTURE = "drawn", "structure"
CATEGORY_NAMES = {
    DEVICE: "device-only",
    PLATFORM: "other platform",
    METADATA: "metadata",
    NOT_YET: "not yet drawn",
}

# Read before the attribute builder sees a view's attributes: by the file parser
# (ViewFileParser.structuralKeys) or by the resolver (ViewResolver.Walk.view).
STRUCTURE_REASONS = {
    "id": "names the view for relative places, bindings and the layout dump; read by the attribute builder",
    "type": "the component type, read by the file parser",
    "child": "child views, read by the file parser",
    "children": "child views, read by the file parser",
    "include": "another layout file, expanded by the resolver",
    "shared_data": "an include's data, read by the resolver",
    "variables": "an include's variables, read by the resolver",
    "data": "data declarations (names and defaults for bindings), read by the file parser",
    "binding_id": "an include's id prefix, read by the resolver",
    "style": "a style file's attributes, applied by the resolver",
    "responsive": "size-class overrides, applied by the resolver",
    "bind": "the two-way spelling of a control's value, folded into it by the file parser (bind_fold_vectors.json)",
    "Collection.sections": "the sections format, resolved into header, cell and footer views",
}

# Attributes accepted without drawing: "name" for every component that documents it, or
# "Component.name" for one component (which wins over "name"). A name the builder reads appears here
# only when it draws nothing (the conformance test finds those).
EVENT = (DEVICE, "an event handler: it runs on a device")
TAP_STATE = (DEVICE, "the look while touched or highlighted; a picture shows the resting state")
KEYBOARD = (DEVICE, "keyboard and text-entry behaviour")
EDITING = (DEVICE, "editing behaviour")
SCROLLING = (DEVICE, "scrolling behaviour")
PICKER = (DEVICE, "the picker shown when the box is tapped")
CODE = (DEVICE, "code run on a device; FormRender never runs code from an input")
UIKIT_LAYOUT = (NOT_YET, "a UIKit Auto Layout constraint FormRender's layout has no counterpart for yet")

ACCEPTED = {
    # Read by the builder, but not drawn on this component (found by the conformance test).
    "Label.fontFamily": (NOT_YET, "families other than the bundled Inter: drawn in the nearest bundled face, named in a warning"),
    "TextField.fontFamily": (NOT_YET, "a family on a field (the bundled family is drawn; a Label's family is named when not bundled)"),
    "TextView.fontFamily": (NOT_YET, "a family on a text view (the bundled family is drawn)"),
    "Button.fontFamily": (NOT_YET, "a family on a button (the bundled family is drawn)"),
    "Button.image": (NOT_YET, "a button's image"),
    "CheckBox.icon": (NOT_YET, "the check box's own icons"),
    "CheckBox.src": (NOT_YET, "the check box's own icons"),
    "Radio.icon": (NOT_YET, "the radio's own icons"),
    "CheckBox.value": (METADATA, "the value the control stands for when chosen"),
    "Radio.value": (METADATA, "the value the control stands for when chosen"),
    "CheckBox.spacing": (NOT_YET, "the room between icon and text"),
    "Radio.spacing": (NOT_YET, "the room between icon and text"),
    "CheckBox.iconSize": (NOT_YET, "the icon's size"),
    "Radio.iconSize": (NOT_YET, "the icon's size"),
    "Collection.orientation": (NOT_YET, "cells across (FormRender reads horizontalScroll and layout for that)"),
    "Collection.containerInset": (NOT_YET, "insets around the cells"),
    "TextField.tintColor": (DEVICE, "the caret's colour, shown while editing"),
    "IconLabel.selectedFontColor": (NOT_YET, "the selected look (icon_on, selectedFontColor)"),
    "IconLabel.selected": (NOT_YET, "the selected look (icon_on, selectedFontColor)"),
    "IconLabel.isOn": (NOT_YET, "the selected look (icon_on, selectedFontColor)"),
    "Label.selected": (NOT_YET, "the selected look (highlightAttributes, highlightColor)"),
    "NetworkImage.hint": (NOT_YET, "a placeholder image (FormRender shows defaultImage in a remote image's place)"),
    "NetworkImage.placeholder": (NOT_YET, "a placeholder image (FormRender shows defaultImage in a remote image's place)"),
    "TextView.disabledBackground": (PLATFORM, "React/web only"),
    # common
    "glass": (NOT_YET, "the Liquid Glass material"),
    "$jui": (METADATA, "a marker `jui build` leaves in normalised layouts"),
    "generatedBy": (METADATA, "the command that generated the component"),
    "partial": (METADATA, "marks the file as an include template"),
    "platform": (METADATA, "a build directive, consumed before distribution"),
    "role": (METADATA, "the layout root's screen classification"),
    "tag": (METADATA, "a numeric view tag for code"),
    "propertyName": (METADATA, "the property a view is bound to in code"),
    "binding": (METADATA, "a legacy UIKit binding name for code"),
    "widthRaw": (METADATA, "the width as written, kept for debugging"),
    "heightRaw": (METADATA, "the height as written, kept for debugging"),
    "maxWidthWeight": UIKIT_LAYOUT,
    "maxHeightWeight": UIKIT_LAYOUT,
    "minWidthWeight": UIKIT_LAYOUT,
    "minHeightWeight": UIKIT_LAYOUT,
    "aspectWidth": (NOT_YET, "an aspect ratio"),
    "aspectHeight": (NOT_YET, "an aspect ratio"),
    "tapBackground": TAP_STATE,
    "highlightBackground": TAP_STATE,
    "highlightColor": TAP_STATE,
    "hilightColor": TAP_STATE,
    "highlightAttributes": TAP_STATE,
    "highlightSrc": TAP_STATE,
    "highlightSrcName": TAP_STATE,
    "highlighted": TAP_STATE,
    "defaultBackground": TAP_STATE,
    "minTopPadding": UIKIT_LAYOUT,
    "minBottomPadding": UIKIT_LAYOUT,
    "minLeftPadding": UIKIT_LAYOUT,
    "minRightPadding": UIKIT_LAYOUT,
    "maxTopPadding": UIKIT_LAYOUT,
    "maxBottomPadding": UIKIT_LAYOUT,
    "maxLeftPadding": UIKIT_LAYOUT,
    "maxRightPadding": UIKIT_LAYOUT,
    "minTopMargin": UIKIT_LAYOUT,
    "minBottomMargin": UIKIT_LAYOUT,
    "minLeftMargin": UIKIT_LAYOUT,
    "minRightMargin": UIKIT_LAYOUT,
    "maxTopMargin": UIKIT_LAYOUT,
    "maxBottomMargin": UIKIT_LAYOUT,
    "maxLeftMargin": UIKIT_LAYOUT,
    "maxRightMargin": UIKIT_LAYOUT,
    "minStartMargin": (NOT_YET, "a margin bound of SwiftUI's dynamic layout"),
    "maxStartMargin": (NOT_YET, "a margin bound of SwiftUI's dynamic layout"),
    "minEndMargin": (NOT_YET, "a margin bound of SwiftUI's dynamic layout"),
    "maxEndMargin": (NOT_YET, "a margin bound of SwiftUI's dynamic layout"),
    "idealWidth": (NOT_YET, "SwiftUI's ideal size, used by views that size to it"),
    "idealHeight": (NOT_YET, "SwiftUI's ideal size, used by views that size to it"),
    "toView": UIKIT_LAYOUT,
    "compressHorizontal": UIKIT_LAYOUT,
    "compressVertical": UIKIT_LAYOUT,
    "hugHorizontal": UIKIT_LAYOUT,
    "hugVertical": UIKIT_LAYOUT,
    "wrapContent": UIKIT_LAYOUT,
    "innerPadding": (NOT_YET, "inner padding of UIKit's container views"),
    "rect": (NOT_YET, "a frame given as [x, y, width, height]"),
    "frame": (NOT_YET, "a frame given as an object"),
    "indexBelow": (NOT_YET, "z-order among overlapping siblings"),
    "indexAbove": (NOT_YET, "z-order among overlapping siblings"),
    "alignment": (NOT_YET, "the string spelling of a container's alignment"),
    "distribution": (NOT_YET, "how a stack distributes its children (fillEqually, equalSpacing...)"),
    "offsetX": (NOT_YET, "a view moved after layout"),
    "offsetY": (NOT_YET, "a view moved after layout"),
    "onclick": EVENT,
    "onClick": EVENT,
    "onLongPress": EVENT,
    "onPan": EVENT,
    "onPinch": EVENT,
    "events": EVENT,
    "canTap": (DEVICE, "whether a tap is handled"),
    "userInteractionEnabled": (DEVICE, "whether touches are handled"),
    "touchDisabledState": (DEVICE, "which views take touches"),
    "touchEnabledViewIds": (DEVICE, "which views take touches"),
    "binding_group": (DEVICE, "groups bindings for updates at runtime"),
    "keyBottomView": (DEVICE, "keyboard avoidance anchors"),
    "keyTopView": (DEVICE, "keyboard avoidance anchors"),
    "keyLeftView": (DEVICE, "keyboard avoidance anchors"),
    "keyRightView": (DEVICE, "keyboard avoidance anchors"),
    "scripts": CODE,
    "bindingScript": CODE,
    "confirmationDialog": (DEVICE, "a dialog presented at runtime"),
    "alert": (DEVICE, "an alert presented at runtime"),
    "safeAreaInsetPositions": (NOT_YET, "safe-area insets (a picture has no notch or home indicator yet)"),
    "edges": (NOT_YET, "safe-area insets (a picture has no notch or home indicator yet)"),
    # text
    "TextView.lineBreakMode": (NOT_YET, "where a text view's long text is cut"),
    "textShadow": (NOT_YET, "a shadow under text"),
    "Button.partialAttributes": (NOT_YET, "styles for parts of a button's title"),
    "hintAttributes": (NOT_YET, "the placeholder's font and colour as an object"),
    "hintFont": (NOT_YET, "the placeholder's font"),
    "hintFontSize": (NOT_YET, "the placeholder's font size"),
    "hintLineHeightMultiple": (NOT_YET, "the placeholder's line height"),
    "returnKeyType": KEYBOARD,
    "keyboardType": KEYBOARD,
    "contentType": KEYBOARD,
    "autocapitalizationType": KEYBOARD,
    "autocorrectionType": KEYBOARD,
    "maxLength": (DEVICE, "limits what can be typed"),
    "nextFocus": (DEVICE, "the focus chain"),
    "hideOnFocused": (DEVICE, "behaviour while focused"),
    "editable": EDITING,
    "allowsEditingTextAttributes": EDITING,
    "caretAttributes": (DEVICE, "the caret, shown while editing"),
    "TextField.hasContainer": (NOT_YET, "a container view around the field (UIKit, deprecated)"),
    "textVerticalAlign": (NOT_YET, "text placed at the top or bottom of a tall field"),
    "applyLiquidGlass": (NOT_YET, "the Liquid Glass material (superseded by glass)"),
    "glassEffectStyle": (NOT_YET, "the Liquid Glass material (superseded by glass)"),
    "accessoryCornerRadius": KEYBOARD,
    "accessoryBackground": KEYBOARD,
    "accessoryTextColor": KEYBOARD,
    "doneText": KEYBOARD,
    "clearButtonMode": (NOT_YET, "the clear button ('always' shows it without editing)"),
    "leftView": (NOT_YET, "a view inside the field's left edge"),
    "rightView": (NOT_YET, "a view inside the field's right edge"),
    "leftViewMode": (NOT_YET, "when the field's left view shows"),
    "rightViewMode": (NOT_YET, "when the field's right view shows"),
    "dataDetectorTypes": (NOT_YET, "links found in the text, styled as links"),
    # buttons and images
    "renderingMode": (NOT_YET, "an image drawn as a template in the tint colour"),
    "loadingImage": (DEVICE, "shown only while a download runs; FormRender never downloads"),
    "errorImage": (DEVICE, "shown only after a download fails; FormRender never downloads"),
    "cachePolicy": (DEVICE, "download behaviour"),
    "timeout": (DEVICE, "download behaviour"),
    "systemIcon": (NOT_YET, "SF Symbols (not available on Linux)"),
    "Image.canTap": (DEVICE, "whether a tap is handled"),
    "maxZoom": (DEVICE, "pinch-zoom bounds"),
    "minZoom": (DEVICE, "pinch-zoom bounds"),
    # select boxes
    "datePickerMode": PICKER,
    "datePickerStyle": PICKER,
    "minimumDate": PICKER,
    "maximumDate": PICKER,
    "minuteInterval": PICKER,
    "SelectBox.labelAttributes": (NOT_YET, "the shown value's font and colour as an object"),
    "SelectBox.caretAttributes": (NOT_YET, "the select box's arrow"),
    "dividerAttributes": (NOT_YET, "the select box's divider"),
    "canBack": PICKER,
    "includePromptWhenDataBinding": PICKER,
    "inView": PICKER,
    "referenceView": PICKER,
    # switches, segments, sliders, progress, indicators
    "thumbTintColor": (NOT_YET, "the switch thumb's colour"),
    "offTintColor": (NOT_YET, "the switch's colour when off"),
    "trackTintColor": (NOT_YET, "the unfilled track's colour"),
    "toggleStyle": (NOT_YET, "a switch drawn as a button or a check box"),
    "momentary": (DEVICE, "a segment that does not stay chosen"),
    "apportionsSegmentWidthsByContent": (NOT_YET, "segments as wide as their titles"),
    "valueChange": EVENT,
    "minimumValueImage": (NOT_YET, "images at the slider's ends"),
    "maximumValueImage": (NOT_YET, "images at the slider's ends"),
    "range": (NOT_YET, "a slider's bounds as [minimum, maximum]"),
    "progressViewStyle": (NOT_YET, "the bar style of a progress view"),
    "progressImage": (NOT_YET, "images for the progress bar"),
    "trackImage": (NOT_YET, "images for the progress bar"),
    "hidesWhenStopped": (NOT_YET, "a stopped indicator hidden (and its space given up)"),
    "indicatorStyle": (NOT_YET, "the indicator's size"),
    "ScrollView.indicatorStyle": SCROLLING,
    "animating": (NOT_YET, "a stopped indicator (with hidesWhenStopped, hidden)"),
    # views, gradients, blurs
    "locations": (NOT_YET, "gradient colour stops"),
    "startPoint": (NOT_YET, "where a gradient starts"),
    "endPoint": (NOT_YET, "where a gradient ends"),
    # scrolling and collections
    "showsHorizontalScrollIndicator": SCROLLING,
    "showsVerticalScrollIndicator": SCROLLING,
    "paging": SCROLLING,
    "bounces": SCROLLING,
    "scrollEnabled": SCROLLING,
    "contentInsetAdjustmentBehavior": (NOT_YET, "safe-area insets added to the content"),
    "contentSize": SCROLLING,
    "contentOffset": (NOT_YET, "the part of the content scrolled into view"),
    "decelerationRate": SCROLLING,
    "keyboardDismissMode": KEYBOARD,
    "scrollsToTop": SCROLLING,
    "keyboardAvoidance": KEYBOARD,
    "defaultScrollAnchor": (NOT_YET, "the part of the content scrolled into view"),
    "lazy": (DEVICE, "how cells are built while scrolling"),
    "itemWeight": (NOT_YET, "cells sized by weight"),
    "setTargetAsDelegate": CODE,
    "setTargetAsDataSource": CODE,
    "scrollTo": SCROLLING,
    "scrollAnchor": SCROLLING,
    "scrollAnimated": SCROLLING,
    "cellIdProperty": (METADATA, "cell identity for scrolling and diffing"),
    "autoChangeTrackingId": (METADATA, "cell identity for scrolling and diffing"),
    "reverseLayout": (NOT_YET, "a collection laid out in reverse"),
    "currentPage": SCROLLING,
    "cellWidth": (NOT_YET, "a fixed width for every cell"),
    "cellHeight": (NOT_YET, "a fixed height for every cell"),
    "hideSeparator": (NOT_YET, "list separators (FormRender draws none yet)"),
    "listStyle": (NOT_YET, "list chrome (grouped, inset grouped, sidebar)"),
    # radios, check boxes, icon labels
    "group": (METADATA, "the radio group a radio belongs to"),
    "selectedIcon": (NOT_YET, "the chosen state's icon"),
    "selected_icon": (NOT_YET, "the chosen state's icon"),
    "onSrc": (NOT_YET, "the chosen state's icon"),
    "checkedColor": (NOT_YET, "the control's colour when checked"),
    "uncheckedColor": (NOT_YET, "the control's colour when unchecked"),
    "iconColor": (NOT_YET, "the icon's colour"),
    "action": EVENT,
    "icon_on": (NOT_YET, "an icon label's icon when selected"),
    "icon_off": (NOT_YET, "an icon label's icon when not selected"),
    "iconPosition": (NOT_YET, "the icon placed after, above or below the text"),
    "iconMargin": (NOT_YET, "the room between icon and text"),
    # web
    "html": (NOT_YET, "web content (FormRender draws a placeholder for web views)"),
    "allowsBackForwardNavigationGestures": (DEVICE, "swipe navigation"),
    "allowsLinkPreview": (DEVICE, "link previews on a long press"),
    # tab views and embeds: FormRender has no such component type and draws a labelled placeholder
    "TabView.selectedIndex": (NOT_YET, "tab views (drawn as a placeholder)"),
    "TabView.selectedTabIndex": (NOT_YET, "tab views (drawn as a placeholder)"),
    "TabView.tabs": (NOT_YET, "tab views (drawn as a placeholder)"),
    "TabView.tintColor": (NOT_YET, "tab views (drawn as a placeholder)"),
    "TabView.unselectedColor": (NOT_YET, "tab views (drawn as a placeholder)"),
    "TabView.tabBarBackground": (NOT_YET, "tab views (drawn as a placeholder)"),
    "TabView.showLabels": (NOT_YET, "tab views (drawn as a placeholder)"),
    "Embed.screen": (NOT_YET, "embedded screens (drawn as a placeholder)"),
    "Embed.params": (NOT_YET, "embedded screens (drawn as a placeholder)"),
    "Embed.navigationMode": (DEVICE, "navigation between screens"),
    "Embed.events": EVENT,
}

# Names that start "on" and a capital are event handlers, unless ACCEPTED says otherwise.
EVENT_NAME = re.compile(r"^on[A-Z]")

# Components FormRender has no view type for: every attribute of theirs is accepted without drawing.
PLATFORM_NAMES = {"kotlin": "Kotlin/Android", "react": "React/web", "compose": "Compose", "swift": "Swift"}
MODE_NAMES = {"uikit": "UIKit", "swiftui": "SwiftUI"}


def sha256(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def as_list(value):
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def builder_keys():
    """The keys ViewAttributeBuilder.apply reads: its switch's string cases, and the relative-place
    keys its `RelativePlacement.keys` case looks up."""
    with open(BUILDER, encoding="utf-8") as handle:
        source = handle.read()
    start = source.index("mutating func apply(")
    end = source.index("\n    }\n", start)
    body = source[start:end]
    keys = set()
    for match in re.finditer(r'^\s*case ((?:"[^"]+"\s*,\s*)*"[^"]+")(?:\s+where\b[^\n]*)?:', body, re.M):
        keys.update(re.findall(r'"([^"]+)"', match.group(1)))
    if "RelativePlacement.keys[key]" in body:
        with open(RELATIVE_KEYS, encoding="utf-8") as handle:
            relative = handle.read()
        table = relative[relative.index("static let keys: [String: Edge] = ["):]
        table = table[:table.index("]\n")]
        keys.update(re.findall(r'"(\w+)":', table))
    if len(keys) < 50:
        sys.exit(f"error: found only {len(keys)} keys in {BUILDER}'s switch; has the builder moved?")
    return keys


def parser_structural_keys():
    with open(PARSER, encoding="utf-8") as handle:
        source = handle.read()
    match = re.search(r"static let structuralKeys: Set<String> = \[([^\]]*)\]", source)
    return set(re.findall(r'"([^"]+)"', match.group(1))) if match else set()


def view_type_names():
    """The component names FormRender draws (ViewType's raw values and its synonyms)."""
    with open(VIEW_TYPES, encoding="utf-8") as handle:
        source = handle.read()
    names = set(re.findall(r'^\s*case \w+ = "(\w+)"', source, re.M)) - {"Custom"}
    aliases = source[source.index("static let aliases"):]
    aliases = aliases[:aliases.index("]\n")]
    names.update(re.findall(r'"(\w+)":', aliases))
    return names


def load(path):
    with open(path, encoding="utf-8") as handle:
        definitions = json.load(handle)
    sections, aliases = {}, {}
    for name, body in definitions.items():
        if name.startswith("_") or not isinstance(body, dict):
            continue
        if "_alias_of" in body:
            aliases[name] = body["_alias_of"]
            continue
        attributes = []
        for key, spec in body.items():
            if key.startswith("_") or not isinstance(spec, dict):
                continue
            attributes.append((key, spec, None))
            for alias in spec.get("aliases", []):
                attributes.append((alias, spec, key))
        sections[name] = attributes
    # One hop, as jsonui-cli's ComponentAliases resolves them.
    for alias, target in aliases.items():
        if target not in sections:
            sys.exit(f"error: section {alias} is an alias of {target}, which is no component section")
    return sections, aliases


def classify(section, name, spec, builder, drawable):
    """(status, reason) of one documented name in one section."""
    platforms = as_list(spec.get("platform"))
    modes = as_list(spec.get("mode"))
    override = ACCEPTED.get(f"{section}.{name}")
    structure = STRUCTURE_REASONS.get(f"{section}.{name}") or (STRUCTURE_REASONS.get(name) if section == "common" or name in ("child", "children") else None)
    if structure:
        return STRUCTURE, structure
    if override:
        return override
    if name in builder:
        if name in ACCEPTED:
            return ACCEPTED[name]  # read, but nothing is drawn for it
        if not drawable:
            return NOT_YET, f"{section} is not a component FormRender draws (a labelled placeholder is)"
        return DRAWN, ""
    if platforms and "swift" not in platforms:
        return PLATFORM, " and ".join(PLATFORM_NAMES.get(p, p) for p in platforms) + " only"
    if modes and not (set(modes) & {"uikit", "swiftui", "dynamic-only"}):
        return PLATFORM, " and ".join(PLATFORM_NAMES.get(m, m) for m in modes) + " only"
    if name in ACCEPTED:
        return ACCEPTED[name]
    if EVENT_NAME.match(name):
        return EVENT
    return None


def mode_note(spec):
    modes = [m for m in as_list(spec.get("mode")) if m in MODE_NAMES]
    platforms = as_list(spec.get("platform"))
    if platforms and "swift" not in platforms:
        return ""
    if len(modes) == 1:
        return f"; {MODE_NAMES[modes[0]]} only"
    return ""


def build(path):
    sections, section_aliases = load(path)
    builder = builder_keys()
    structural = parser_structural_keys()
    missing_structure = structural - set(STRUCTURE_REASONS)
    if missing_structure:
        sys.exit(f"error: the file parser reads {sorted(missing_structure)}, which STRUCTURE_REASONS does not name")
    drawable = view_type_names()
    documented = {name for attributes in sections.values() for name, _, _ in attributes}
    stale = [key for key in ACCEPTED if key.split(".")[-1] not in documented]
    if stale:
        sys.exit(f"error: ACCEPTED names attributes no section documents: {sorted(stale)}")
    rows, unclassified = {}, []
    for section, attributes in sections.items():
        table = []
        spellings = {}
        for name, spec, canonical in attributes:
            spellings.setdefault(canonical or name, []).append(name)
        seen = set()
        for name, spec, canonical in attributes:
            if name in seen:
                continue
            seen.add(name)
            drawn_here = section == "common" or section in drawable
            result = classify(section, name, spec, builder, drawn_here)
            forward = ""
            if (result is None or result[0] not in (DRAWN, STRUCTURE)) and name not in builder and f"{section}.{name}" not in ACCEPTED:
                # A spelling the builder does not read, whose other spelling (its alias or canonical name)
                # it does: read as that spelling.
                read = [other for other in spellings[canonical or name] if other in builder and other != name]
                if read and drawn_here:
                    result, forward = (DRAWN, ""), read[0]
            if result is None:
                unclassified.append(f"{section}.{name}")
                continue
            status, reason = result
            if status not in (DRAWN, STRUCTURE):
                reason += mode_note(spec)
            table.append({
                "name": name,
                "platforms": as_list(spec.get("platform")),
                "modes": as_list(spec.get("mode")),
                "aliasOf": canonical or "",
                "forward": forward,
                "read": "r" if name in builder else "",
                "status": status,
                "reason": reason,
            })
        rows[section] = table
    if unclassified:
        sys.exit("error: documented attributes with no status (add them to ACCEPTED with a reason):\n  "
                 + "\n  ".join(unclassified))
    for table in rows.values():
        for row in table:
            if "|" in row["reason"] or "\n" in row["reason"]:
                sys.exit(f"error: a reason may not hold '|' or a newline: {row['reason']}")
    return rows, section_aliases, drawable


def figures(rows, section_aliases, drawable):
    counts = {"components": len(rows) - 1, "aliasComponents": len(section_aliases), "attributes": 0, "aliases": 0,
              DRAWN: 0, "forwarded": 0, STRUCTURE: 0, DEVICE: 0, PLATFORM: 0, METADATA: 0, NOT_YET: 0}
    for table in rows.values():
        for row in table:
            counts["attributes"] += 1
            if row["aliasOf"]:
                counts["aliases"] += 1
            counts[row["status"]] += 1
            if row["forward"]:
                counts["forwarded"] += 1
    counts["undrawnComponents"] = sorted(s for s in rows if s != "common" and s not in drawable)
    return counts


def swift_source(rows, section_aliases, digest, commit):
    out = [
        "// GENERATED by scripts/jsonui/generate-attribute-table.py: do not edit by hand.",
        f"// From {UPSTREAM_REPO} {UPSTREAM_PATH} at commit {commit}",
        f"// (sha256 {digest}), and FormRender's classification in the generator.",
        "// Regenerate: python3 scripts/jsonui/generate-attribute-table.py PATH/TO/attribute_definitions.json --commit SHA",
        "",
        "extension DocumentedAttributes {",
        f'    static let upstream = "{UPSTREAM_REPO} {UPSTREAM_PATH}@{commit[:12]} (sha256 {digest[:16]})"',
        "",
        "    /// Sections that are another component's names (one hop), as jsonui-cli's ComponentAliases.",
        "    static let sectionAliases: [String: String] = [",
    ]
    for alias in sorted(section_aliases):
        out.append(f'        "{alias}": "{section_aliases[alias]}",')
    out += [
        "    ]",
        "",
        "    /// One documented attribute a line: name|platforms|modes|alias of|read as|read|status|reason.",
        "    static let tables: [String: String] = [",
    ]
    for section in rows:
        out.append(f'        "{section}": """')
        for row in rows[section]:
            fields = [row["name"], ",".join(row["platforms"]), ",".join(row["modes"]), row["aliasOf"], row["forward"],
                      row["read"], row["status"], row["reason"]]
            line = "|".join(fields).replace("\\", "\\\\")
            out.append(f"        {line}")
        out.append('        """,')
    out += ["    ]", "}", ""]
    return "\n".join(out)


def markdown(rows, counts, digest, commit):
    def count_line(key, text):
        return f"| {text} | {counts[key]} |"

    lines = [
        "# View-tree attributes",
        "",
        "FormRender reads SwiftJsonUI layout files. Which attributes exist is not FormRender's choice: the",
        f"table of documented attributes is generated from the JsonUI tool chain's own definitions",
        f"(`{UPSTREAM_REPO}` `{UPSTREAM_PATH}`, commit `{commit[:12]}`, sha256 `{digest[:16]}…`), so that no",
        "documented attribute is ever reported as unknown, and the table cannot drift from the tool chain.",
        "",
        "- A documented attribute FormRender draws is drawn.",
        "- A documented attribute it does not draw is accepted quietly; with `--strict` it is named in a warning,",
        "  `'X' on Type is accepted but not drawn (reason)`.",
        "- A key no section documents stays an `unknown attribute` warning (an error with `--strict`): a typo",
        "  does not pass unseen.",
        "",
        "## Figures",
        "",
        "| | |",
        "|---|---|",
        f"| Component sections (plus `common`) | {counts['components']} |",
        f"| Component names that are aliases of a section (EditText, Input, Toggle, Check) | {counts['aliasComponents']} |",
        f"| Documented attributes, counted per section, aliases included | {counts['attributes']} |",
        count_line("aliases", "… of which alias spellings"),
        count_line(DRAWN, "Drawn (read by the attribute builder, and changing the picture)"),
        count_line("forwarded", "… of which alias spellings read as their other spelling"),
        count_line(STRUCTURE, "Structure (read by the file parser or the resolver)"),
        count_line(DEVICE, "Accepted, not drawn: device-only"),
        count_line(PLATFORM, "Accepted, not drawn: other platform only"),
        count_line(METADATA, "Accepted, not drawn: metadata"),
        count_line(NOT_YET, "Accepted, not drawn: **not yet drawn**"),
        "",
        "Components documented upstream that FormRender has no view type for (drawn as a labelled",
        "placeholder, their attributes accepted): " + ", ".join(f"`{c}`" for c in counts["undrawnComponents"]) + ".",
        "`CircleImage`, which has no section of its own, is checked against `NetworkImage` (SwiftJsonUI's",
        "`CircleImageView` is a `NetworkImageView`).",
        "",
        "## Reasons",
        "",
        "- **device-only**: runtime behaviour a still picture has none of: events, gestures, focus, keyboard,",
        "  scrolling behaviour, animation, accessibility, haptics, downloads, code.",
        "- **other platform**: documented for Kotlin/Android or React/web only.",
        "- **metadata**: says something about the file or the view (ids, tags, build markers), nothing about its look.",
        "- **not yet drawn**: has a visible effect FormRender does not draw yet. These are the list of what to",
        "  implement next.",
        "",
        "An attribute documented for UIKit or SwiftUI only says so after its reason.",
        "",
        "## Regenerating",
        "",
        "```",
        "python3 scripts/jsonui/generate-attribute-table.py PATH/TO/attribute_definitions.json --commit SHA",
        "python3 scripts/jsonui/generate-conformance-fixtures.py PATH/TO/attribute_definitions.json --commit SHA",
        "swift build --build-tests && swift test --skip-build --filter AttributeConformanceTests",
        "```",
        "",
        "The generator reads the keys of `ViewAttributeBuilder.apply`'s switch: an attribute becomes drawn when",
        "the builder reads it. Its reasons for the rest are the `ACCEPTED` dictionary in the generator. It",
        "stops when a documented attribute has no status. The conformance test",
        "(`Tests/FormLayoutTests/AttributeConformanceTests.swift`) lays out one small layout per component,",
        "attribute and enum value, with and without the attribute, and fails when a documented attribute is",
        "reported unknown, when a drawn one changes neither the layout dump nor the laid-out tree, when an",
        "accepted one changes either (its classification is then stale), or when `--strict` does not name an",
        "accepted one. Component attributes are tried on their component; `common` attributes on a `View`, or",
        "on the component the fixture generator's `HOSTS` names (`tintColor` on a `Switch`, `enabled` on a",
        "`Button`…), so \"drawn\" for a common attribute means drawn where it means something.",
        "",
        "## Accepted but not drawn, by component",
        "",
    ]
    for section, table in rows.items():
        accepted = [row for row in table if row["status"] not in (DRAWN, STRUCTURE)]
        if not accepted:
            continue
        lines.append(f"### {section}")
        lines.append("")
        for status in (NOT_YET, DEVICE, PLATFORM, METADATA):
            reasons = {}
            for row in accepted:
                if row["status"] == status:
                    reasons.setdefault(row["reason"], []).append(f"`{row['name']}`")
            if not reasons:
                continue
            items = "; ".join(f"{', '.join(names)} ({reason})" for reason, names in reasons.items())
            lines.append(f"- {CATEGORY_NAMES[status]}: {items}.")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def print_figures(counts):
    print(f"components: {counts['components']} sections + common, {counts['aliasComponents']} alias sections")
    print(f"attributes (with aliases, per section): {counts['attributes']} ({counts['aliases']} aliases)")
    print(f"drawn: {counts[DRAWN]} (of which {counts['forwarded']} aliases read as their other spelling)")
    print(f"structure (parser/resolver): {counts[STRUCTURE]}")
    print("accepted, not drawn: " + ", ".join(f"{CATEGORY_NAMES[k]} {counts[k]}" for k in (DEVICE, PLATFORM, METADATA, NOT_YET)))
    print(f"components without a FormRender view type: {', '.join(counts['undrawnComponents'])}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("definitions", help="path to jsonui-cli's shared/core/attribute_definitions.json")
    parser.add_argument("--commit", default=DEFAULT_COMMIT, help="the jsonui-cli commit the file comes from")
    parser.add_argument("--check", action="store_true", help="write nothing; fail when the outputs are out of date")
    args = parser.parse_args()
    digest = sha256(args.definitions)
    rows, section_aliases, drawable = build(args.definitions)
    counts = figures(rows, section_aliases, drawable)
    outputs = {OUTPUT: swift_source(rows, section_aliases, digest, args.commit), DOC: markdown(rows, counts, digest, args.commit)}
    stale = []
    for path, text in outputs.items():
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current != text:
            stale.append(os.path.relpath(path, REPO))
            if not args.check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(text)
    print_figures(counts)
    if args.check and stale:
        sys.exit("out of date: " + ", ".join(stale))
    for path in stale:
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
