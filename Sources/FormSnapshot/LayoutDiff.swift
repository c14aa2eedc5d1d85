import BoxTree
import FormSupport

/// Says in words which boxes of a layout moved, resized, appeared, vanished or changed style between a
/// reference layout (`Snapshots/<case>.layout.json`) and the actual one: the *why* behind a changed
/// picture (`box 'email': border #C7C7CC → #D70015`).
///
/// Boxes are matched by role, id and their order among boxes of the same role and id. A box that only
/// moved along with its parent is not reported, so one field growing reads as one line, not as every
/// box below it.
public enum LayoutDiff {
    struct FlatBox {
        var key: String
        var id: String?
        var label: String
        var frame: Rect
        var parent: String?
        /// The box's style, text style, glyph and image, flattened: "border" → "#C7C7CC".
        var looks: [String: String]
        /// What the box says (a label's resolved text), when it says anything.
        var text: String?
    }

    public static let maxMessages = 12

    /// Throws at the first place `layout` is not a layout tree as `formrender layout` writes it.
    public static func validate(_ layout: String) throws {
        _ = try tree(layout)
    }

    /// The one tree a snapshot case keeps: a screen, or one page of a printed document.
    static func tree(_ json: String) throws -> LayoutDump.Tree {
        switch try LayoutJSON.decode(json) {
        case .tree(let tree): return tree
        case .document:
            throw JSONSyntaxError(position: SourcePosition(line: 1, column: 1),
                                  message: "a whole document's layout: a snapshot keeps one page, {\"width\", \"height\", \"root\"}")
        }
    }

    /// - Parameter mask: boxes a snapshot ignores; their changes are not said.
    public static func describe(reference: String, actual: String, mask: SnapshotMask? = nil) throws -> [String] {
        let referenceTree = try tree(reference), actualTree = try tree(actual)
        let old = flatten(referenceTree, skipping: mask).boxes
        let new = flatten(actualTree, skipping: mask).boxes
        let oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(new.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        // A printed page says first where the document's page breaks moved.
        var messages = PageBreaks.changes(reference: referenceTree, actual: actualTree)
        // A reference recorded before layouts showed styles has none: that is not a change of style.
        let comparesLooks = old.contains { !$0.looks.isEmpty }
        // Likewise a reference whose boxes say no text at all.
        let comparesTexts = old.contains { $0.text != nil }

        for box in new {
            guard let before = oldByKey[box.key] else {
                if box.parent.map({ oldByKey[$0] != nil }) ?? true { messages.append("added \(box.label) at \(point(box.frame))") }
                continue
            }
            var changes: [String] = []
            // What the box says comes first, quoted: `label 'email': "Email" → "E-mail address"`.
            let textChanged = comparesTexts && before.text != box.text
            if textChanged { changes.append("\(quoted(before.text)) → \(quoted(box.text))") }
            let parents = box.parent.flatMap { key in oldByKey[key].flatMap { old in newByKey[key].map { (old, $0) } } }
            changes += geometryChanges(before.frame, box.frame, parentBefore: parents?.0.frame, parentNow: parents?.1.frame,
                                       isPart: box.id != nil && box.id == parents?.1.id)
            if comparesLooks {
                // A new text is shown anew and its coloured ranges move with it: the quote says it all.
                changes += LayoutLooks.changes(before.looks, box.looks, ignoring: textChanged ? LayoutLooks.followingText : [])
            }
            if !changes.isEmpty { messages.append("\(box.label): \(changes.joined(separator: ", "))") }
        }
        for box in old where newByKey[box.key] == nil && box.parent.map({ newByKey[$0] != nil }) ?? true {
            messages.append("removed \(box.label)")
        }
        messages = grouped(messages)
        if messages.count > maxMessages {
            let more = messages.count - maxMessages
            messages = Array(messages.prefix(maxMessages)) + ["… and \(more) more layout change\(more == 1 ? "" : "s")"]
        }
        return messages
    }

    /// A frame's changes that its parent's change does not explain. A box that keeps its distance from
    /// its parent's top or leading edge, or trailing edge (a counter pinned to the right), moved with
    /// it; a part of a field (a box with its parent's id) whose size changed by as much as the field's
    /// follows it. So one field growing narrower reads as one line, not as its box, label, input and
    /// counter as well. Boxes with ids of their own (fields, sections) say their own sizes: a field
    /// that grows makes its section grow, not the other way round.
    static func geometryChanges(_ before: Rect, _ now: Rect, parentBefore: Rect?, parentNow: Rect?, isPart: Bool) -> [String] {
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }
        func axis(_ old: Double, _ new: Double, _ oldSize: Double, _ newSize: Double,
                  parent: (old: Double, new: Double, oldSize: Double, newSize: Double)?, trailing: Bool) -> Bool {
            guard !same(old, new) else { return false }
            guard let parent else { return true }
            let leadingKept = same(old - parent.old, new - parent.new)
            let trailingKept = trailing && same(parent.old + parent.oldSize - old - oldSize, parent.new + parent.newSize - new - newSize)
            return !(leadingKept || trailingKept)
        }
        func size(_ old: Double, _ new: Double, parentDelta: Double?) -> Bool {
            guard !same(old, new) else { return false }
            guard isPart, let parentDelta else { return true }
            return !same(new - old, parentDelta)
        }
        let horizontal = parentBefore.flatMap { b in parentNow.map { (b.x, $0.x, b.width, $0.width) } }
        let vertical = parentBefore.flatMap { b in parentNow.map { (b.y, $0.y, b.height, $0.height) } }
        var changes: [String] = []
        if axis(before.x, now.x, before.width, now.width, parent: horizontal, trailing: true) {
            changes.append("x \(LayoutJSON.number(before.x)) → \(LayoutJSON.number(now.x))")
        }
        if axis(before.y, now.y, before.height, now.height, parent: vertical, trailing: false) {
            changes.append("y \(LayoutJSON.number(before.y)) → \(LayoutJSON.number(now.y))")
        }
        if size(before.width, now.width, parentDelta: horizontal.map { $0.3 - $0.2 }) {
            changes.append("width \(LayoutJSON.number(before.width)) → \(LayoutJSON.number(now.width))")
        }
        if size(before.height, now.height, parentDelta: vertical.map { $0.3 - $0.2 }) {
            changes.append("height \(LayoutJSON.number(before.height)) → \(LayoutJSON.number(now.height))")
        }
        return changes
    }

    /// The same change on three boxes or more reads as one line: "border #C7C7CC → #D70015 on 16 boxes
    /// (box 'a', box 'b', box 'c', …)", in the place of the first.
    static func grouped(_ messages: [String]) -> [String] {
        var boxesByChange: [String: [String]] = [:]
        for message in messages {
            guard let split = message.range(of: ": ") else { continue }
            boxesByChange[String(message[split.upperBound...]), default: []].append(String(message[..<split.lowerBound]))
        }
        var said = Set<String>()
        return messages.compactMap { message in
            guard let split = message.range(of: ": ") else { return message }
            let change = String(message[split.upperBound...])
            guard let boxes = boxesByChange[change], boxes.count >= 3 else { return message }
            guard said.insert(change).inserted else { return nil }
            let named = boxes.prefix(3).joined(separator: ", ") + (boxes.count > 3 ? ", …" : "")
            return "\(change) on \(boxes.count) boxes (\(named))"
        }
    }

    /// A text as messages quote it: cut at 40 characters, control characters escaped.
    private static func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\"" + cut.escapingControlCharacters + "\""
    }

    private static func point(_ frame: Rect) -> String {
        "(\(LayoutJSON.number(frame.x)), \(LayoutJSON.number(frame.y))), \(LayoutJSON.number(frame.width))×\(LayoutJSON.number(frame.height))"
    }

    /// The layout's boxes, depth first, each with a key stable across small edits. Boxes a `mask`
    /// matches are left out, with everything inside them; their frames are returned apart.
    static func flatten(_ tree: LayoutDump.Tree, skipping mask: SnapshotMask? = nil) -> (boxes: [FlatBox], masked: [Rect]) {
        var boxes: [FlatBox] = []
        var masked: [Rect] = []
        var counts: [String: Int] = [:]
        /// A box is named by its role and id, as tests and masks find it: "label 'email'", "field 'email'"
        /// (a second box of both the same role and id adds "(2)").
        func visit(_ box: LayoutDump.Box, parent: String?) {
            let base = box.id.map { "\(box.role) '\($0)'" } ?? box.role
            let occurrence = counts[base, default: 0]
            counts[base] = occurrence + 1
            let key = "\(base)#\(occurrence)"
            if let mask, mask.masks(role: box.role, id: box.id) {
                masked.append(box.frame.rect)
                return
            }
            var label = base
            if box.id == nil, let text = box.text {
                label = "\(box.role) \"\(text.count > 30 ? String(text.prefix(30)) + "…" : text)\""
            }
            if occurrence > 0 && box.id != nil { label += " (\(occurrence + 1))" }
            boxes.append(FlatBox(key: key, id: box.id, label: label, frame: box.frame.rect, parent: parent, looks: LayoutLooks.read(box),
                                 text: box.text))
            for child in box.children { visit(child, parent: key) }
        }
        visit(tree.root, parent: nil)
        return (boxes, masked)
    }
}
