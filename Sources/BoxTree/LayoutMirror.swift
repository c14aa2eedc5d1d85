/// A laid-out tree for a right-to-left form: every frame reflected across the page's vertical middle,
/// so columns run right to left and what sat at a trailing edge (a counter, a chevron) sits at the
/// left, with corners, shadows, gradients, rules and outsets reflected too; text runs right to left
/// from the right edge, and direction-bound glyphs turn. Images and the text itself are not reflected.
public enum LayoutMirror {
    public static func mirrored(_ tree: LayoutTree) -> LayoutTree {
        var result = tree
        result.root = mirrored(tree.root, width: tree.width)
        return result
    }

    static func mirrored(_ box: LayoutBox, width: Double) -> LayoutBox {
        var box = box
        box.frame.x = width - box.frame.x - box.frame.width
        if !box.isPlain {
            var style = box.style
            if style != .none {
                style.radii = CornerRadii(topLeft: style.radii.topRight, topRight: style.radii.topLeft,
                                          bottomRight: style.radii.bottomLeft, bottomLeft: style.radii.bottomRight)
                style.shadow?.offsetX.negate()
                if var gradient = style.gradient {
                    gradient.startX = 1 - gradient.startX
                    gradient.endX = 1 - gradient.endX
                    style.gradient = gradient
                }
                style.decorationOutsets = EdgeInsets(top: style.decorationOutsets.top, left: style.decorationOutsets.right,
                                                     bottom: style.decorationOutsets.bottom, right: style.decorationOutsets.left)
                style.rules = style.rules.map { rule in
                    var rule = rule
                    switch rule.axis {
                    case .vertical: rule.offset = box.frame.width - rule.offset - rule.thickness
                    case .horizontal: (rule.startInset, rule.endInset) = (rule.endInset, rule.startInset)
                    }
                    return rule
                }
                if style != box.style { box.style = style }
            }
            if var run = box.textRun {
                if run.isLeftToRight {
                    // Its own direction, at the form's leading (right) edge.
                    switch run.alignment {
                    case .leading: run.alignment = .trailing
                    case .trailing: run.alignment = .leading
                    case .center: break
                    }
                } else {
                    run.isRightToLeft = true
                }
                box.textRun = run
            }
            if var glyph = box.glyph {
                glyph.isMirrored = true
                box.glyph = glyph
            }
        }
        box.children = box.children.map { mirrored($0, width: width) }
        return box
    }
}
