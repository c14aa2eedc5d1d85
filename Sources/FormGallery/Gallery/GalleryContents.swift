import FormLayout
import FormModel
import FormPipeline
import FormSupport

/// What a gallery shows: every form and view tree, each state, at each width, in each theme.
public struct GalleryContents: Sendable {
    public var forms: [GalleryForm]
    /// Said once each, with where they come from (a theme that could not be read among them).
    public var warnings: [String]
    /// A theme could not be read: its pictures are missing.
    public var themeFailed = false
    /// An input named no form (a missing path, a folder of none, a link out of its folder).
    public var inputFailed = false

    public var pictureCount: Int { forms.reduce(0) { $0 + $1.pictures.count } }
}

/// One input: its pictures in order (theme, then state, then width), or why it could not be shown.
public struct GalleryForm: Sendable {
    /// The input file, as given.
    public var input: String
    /// Its title, else its name.
    public var title: String
    public var pictures: [GalleryPicture]
    public var error: String?

    /// The rows of its pictures: one a theme and state, in order, each with its widths side by side.
    public var rows: [[GalleryPicture]] {
        var rows: [[GalleryPicture]] = []
        for picture in pictures {
            if let last = rows.last?.last, last.theme == picture.theme, last.variant == picture.variant {
                rows[rows.count - 1].append(picture)
            } else {
                rows.append([picture])
            }
        }
        return rows
    }
}

/// One picture: a state of a form at a width in a theme, and its PNG in the gallery's `images/`.
public struct GalleryPicture: Sendable, Equatable {
    public var variant: String?
    public var width: WidthClass
    public var theme: String
    /// `images/<name>.png`, relative to the gallery's page.
    public var file: String
    public var pixelWidth: Int
    public var pixelHeight: Int

    /// The state's name as a reviewer reads it.
    public var stateName: String { variant ?? "default" }
}
