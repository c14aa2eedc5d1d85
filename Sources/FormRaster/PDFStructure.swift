import BoxTree
import PDFWriting

/// What a box is in a tagged PDF's structure, from its role (the roles layout gives: a form's title,
/// sections, fields, options; a printed page's running header and footer; a view tree's views): an
/// element of a standard type, an artifact (page furniture a reader skips), or nothing of its own (its
/// content belongs to the element around it).
enum PDFStructure {
    enum Kind {
        case element(String)
        case artifact
    }

    static func kind(of box: LayoutBox, inside parent: StructureTree.Element) -> Kind? {
        switch roles[box.role.rawValue] {
        case .some(.input):
            // A field's input holds its value: one print field, not one inside another.
            return parent.typeName == "Form" || (box.textRun == nil && box.children.isEmpty) ? nil : .element("Form")
        case .some(.kind(let kind)):
            return kind
        case nil:
            return box.image != nil ? .element("Figure") : nil
        }
    }

    private enum RoleKind {
        case kind(Kind)
        /// A value or input: a print field, unless inside one or empty.
        case input
    }

    /// What each role is in the structure, looked up once a box (a switch over strings compares them
    /// one by one).
    private static let roles: [String: RoleKind] = {
        var roles: [String: RoleKind] = [:]
        for role in ["runningHeader", "runningFooter", "pageNumber", "footerText", "resizeGrip", "chevron", "optionCheck", "tick", "knob", "track"] {
            roles[role] = .kind(.artifact)
        }
        let elements = ["form": "Div", "title": "H1", "section": "Sect", "sectionTitle": "H2", "field": "Div", "datePart": "Div",
                        "options": "L", "panel": "L", "option": "LI"]
        for (role, type) in elements { roles[role] = .kind(.element(type)) }
        roles["value"] = .input
        roles["input"] = .input
        return roles
    }()

    /// The text of a field's label: the first `label` box inside it.
    static func label(of field: LayoutBox) -> String? {
        for child in field.children {
            if child.role.rawValue == "label", let text = child.text ?? child.textRun?.string { return text }
            if let found = label(of: child) { return found }
        }
        return nil
    }

    /// Alternate text and attributes an element takes from its box; a print field is named by its
    /// field's label (what a screen reader says for it).
    static func describe(_ element: StructureTree.Element, box: LayoutBox, fieldLabel: String?) {
        switch element.typeName {
        case "Figure":
            let source = box.image?.source ?? ""
            let name = source.split(separator: "/").last.map(String.init) ?? source
            element.alternateText = box.text ?? (name.isEmpty ? "Image" : "Image: \(name)")
        case "Form":
            // A field printed to be filled by hand: a text value (PDF's non-interactive form field).
            element.attributes = "<</O/PrintField/Role/tv>>"
            if let name = fieldLabel ?? box.id { element.title = name }
        default:
            break
        }
    }

    /// Element types that hold text themselves; text elsewhere gets a paragraph of its own.
    static func holdsText(_ type: String) -> Bool {
        switch type {
        case "P", "H1", "H2", "H3", "Lbl", "LBody", "Link", "Form", "Span", "Caption": return true
        default: return false
        }
    }
}
