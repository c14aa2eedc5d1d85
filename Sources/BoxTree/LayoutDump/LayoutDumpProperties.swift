/// What a layout diff calls each painted property of the layout dump (`style`, `textStyle`, `glyph` and
/// `image`, by key path), kept beside the `LayoutDump` model that declares them: a new style property is
/// declared in the model and named here, and `FormSnapshot`'s diff reads both.
public enum LayoutDumpProperties {
    public struct Property: Sendable {
        /// Its name in messages (`shadow blur`).
        public var name: String
        /// The group it belongs to: a group that appears or vanishes whole reads "shadow added".
        public var group: String?
        /// What a missing value means, when it is not "none".
        public var absent: String?
        /// Its value is a colour (`#RRGGBB` or `#RRGGBBAA`), checked as one when a dump is read.
        public var isColour: Bool

        public init(name: String, group: String? = nil, absent: String? = nil, isColour: Bool = false) {
            self.name = name
            self.group = group
            self.absent = absent
            self.isColour = isColour
        }
    }

    public static let all: [String: Property] = [
        "style.fill": Property(name: "fill", isColour: true),
        "style.gradient.colors": Property(name: "gradient colours", group: "gradient"),
        "style.gradient.from": Property(name: "gradient start", group: "gradient"),
        "style.gradient.to": Property(name: "gradient end", group: "gradient"),
        "style.border.color": Property(name: "border", group: "border", isColour: true),
        "style.border.width": Property(name: "border width", group: "border"),
        "style.border.dash": Property(name: "border dash", group: "border", absent: "solid"),
        "style.radii": Property(name: "corner radii", absent: "0"),
        "style.circle": Property(name: "circle radius"),
        "style.shadow.color": Property(name: "shadow colour", group: "shadow", isColour: true),
        "style.shadow.opacity": Property(name: "shadow opacity", group: "shadow", absent: "1"),
        "style.shadow.offsetX": Property(name: "shadow offset x", group: "shadow", absent: "0"),
        "style.shadow.offsetY": Property(name: "shadow offset y", group: "shadow", absent: "0"),
        "style.shadow.blur": Property(name: "shadow blur", group: "shadow", absent: "0"),
        "style.shadow.spread": Property(name: "shadow spread", group: "shadow", absent: "0"),
        "style.shadow.profile": Property(name: "shadow blur profile", group: "shadow", absent: "gradient"),
        "style.opacity": Property(name: "opacity", absent: "1"),
        "style.clips": Property(name: "clipping", absent: "false"),
        "style.outsets": Property(name: "decoration outsets", absent: "0"),
        "style.rules": Property(name: "rules"),
        "textStyle.font": Property(name: "font", group: "text"),
        "textStyle.color": Property(name: "text colour", group: "text", isColour: true),
        "textStyle.shows": Property(name: "text shown", group: "text"),
        "textStyle.align": Property(name: "alignment", group: "text", absent: "leading"),
        "textStyle.direction": Property(name: "text direction", group: "text", absent: "ltr"),
        "textStyle.wrapping": Property(name: "wrapping", group: "text", absent: "wrap"),
        "textStyle.maxLines": Property(name: "max lines", group: "text"),
        "textStyle.ellipsis": Property(name: "ellipsis", group: "text", absent: "false"),
        "textStyle.ranges": Property(name: "coloured text", group: "text"),
        "textStyle.styles": Property(name: "styled text", group: "text"),
        "textStyle.underline": Property(name: "underline", group: "text"),
        "textStyle.strikethrough": Property(name: "strikethrough", group: "text"),
        "textStyle.baselineOffset": Property(name: "baseline offset", group: "text", absent: "0"),
        "textStyle.lineSpacing": Property(name: "line spacing", group: "text", absent: "0"),
        "textStyle.truncation": Property(name: "truncation", group: "text", absent: "tail"),
        "textStyle.breaks": Property(name: "line breaks", group: "text", absent: "at words"),
        "textStyle.after.glyph": Property(name: "glyph after the text", group: "glyph after the text"),
        "textStyle.after.color": Property(name: "colour of the glyph after the text", group: "glyph after the text", isColour: true),
        "textStyle.after.size": Property(name: "size of the glyph after the text", group: "glyph after the text"),
        "textStyle.after.gap": Property(name: "gap before the glyph after the text", group: "glyph after the text"),
        "glyph.glyph": Property(name: "glyph", group: "glyph"),
        "glyph.color": Property(name: "glyph colour", group: "glyph", isColour: true),
        "glyph.inset": Property(name: "glyph inset", group: "glyph", absent: "0"),
        "glyph.mirrored": Property(name: "glyph mirrored", group: "glyph", absent: "false"),
        "image.source": Property(name: "image", group: "image"),
        "image.width": Property(name: "image width", group: "image"),
        "image.height": Property(name: "image height", group: "image"),
        "image.fit": Property(name: "image fit", group: "image"),
    ]
}
