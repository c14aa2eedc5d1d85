import Foundation
import Expectations
import Testing
import FormModel
import FormSupport

/// `src`, `url` and `defaultImage`: local PNGs found under the layout root, URLs kept and never
/// fetched, missing names drawn as placeholders with a warning.
@Suite("View attributes: images")
struct ViewImageAttributeTests {
    /// The attributes of `{"type": type, <members>}` written to `file`, or to a file of its own (the library keeps what it read).
    private func image(_ members: String, in fixture: ViewFixture, file: String? = nil, type: String = "Image") throws -> (ViewAttributes, [String]) {
        let file = file ?? "view-\(UUID().uuidString).json"
        try fixture.write(file, "{\"type\": \"\(type)\", \(members)}")
        let (node, warnings) = try fixture.view(file)
        return (node.attributes, warnings)
    }

    @Test func localNamesResolveUnderTheRoot() throws {
        let fixture = try ViewFixture()
        try fixture.write("avatar.png", "png")
        try fixture.write("icons/star@2x.png", "png")
        try fixture.write("icons/moon@3x.png", "png")
        try fixture.write("logo", "no extension")
        try fixture.write("photo.png", "png")
        try fixture.write("photo@2x.png", "png")
        try expectEqual(image("\"src\": \"avatar\"", in: fixture).0.image, .file(fixture.path("avatar.png")))
        try expectEqual(image("\"src\": \"avatar.png\"", in: fixture).0.image, .file(fixture.path("avatar.png")))
        try expectEqual(image("\"srcName\": \"icons/star\"", in: fixture).0.image, .file(fixture.path("icons/star@2x.png")))
        try expectEqual(image("\"image\": \"icons/moon\"", in: fixture).0.image, .file(fixture.path("icons/moon@3x.png")))
        try expectEqual(image("\"src\": \"logo\"", in: fixture).0.image, .file(fixture.path("logo")))
        // The name as written, then .png, then @2x.png.
        try expectEqual(image("\"src\": \"photo\"", in: fixture).0.image, .file(fixture.path("photo.png")))
        try expectEqual(image("\"src\": \"./icons/../avatar\"", in: fixture).0.image, .file(fixture.path("avatar.png")))
        let (bound, warnings) = try image("\"src\": \"@{iconType + '_icon'}\"", in: fixture, file: "bound.json")
        expectEqual(bound.image, .missing("_icon"))
        expectEqual(warnings.count, 1)
    }

    @Test func besideTheFileFirstThenTheRoot() throws {
        let fixture = try ViewFixture()
        try fixture.write("icon.png", "root")
        try fixture.write("components/icon.png", "beside")
        try fixture.write("only-root.png", "root")
        try fixture.write("components/card.json", #"{"type": "View", "child": [{"type": "Image", "id": "a", "src": "icon"}, {"type": "Image", "id": "b", "src": "only-root"}]}"#)
        try fixture.write("main.json", #"{"type": "View", "child": [{"include": "components/card"}, {"type": "Image", "id": "c", "src": "icon"}]}"#)
        let (root, warnings) = try fixture.view()
        expect(warnings.isEmpty)
        expectEqual(root.find("a")?.attributes.image, .file(fixture.path("components/icon.png")))
        expectEqual(root.find("b")?.attributes.image, .file(fixture.path("only-root.png")))
        expectEqual(root.find("c")?.attributes.image, .file(fixture.path("icon.png")))
    }

    @Test func urlsAreRemote() throws {
        let fixture = try ViewFixture()
        try fixture.write("default_avatar.png", "png")
        try expectEqual(image("\"src\": \"https://example.com/a.png\"", in: fixture).0.image, .remote("https://example.com/a.png"))
        try expectEqual(image("\"src\": \"data:image/png;base64,AAAA\"", in: fixture).0.image, .remote("data:image/png;base64,AAAA"))
        let (network, warnings) = try image("\"url\": \"@{user.avatarUrl}\", \"defaultImage\": \"default_avatar\"", in: fixture, type: "NetworkImage")
        expectEqual(network.image, nil, "no user: no url")
        expectEqual(network.defaultImage, .file(fixture.path("default_avatar.png")))
        expect(warnings.isEmpty)
        // `url` is a URL even when it does not look like one; a local file of that name is used.
        try expectEqual(image("\"url\": \"profile/42\"", in: fixture, type: "NetworkImage").0.image, .remote("profile/42"))
        try expectEqual(image("\"source\": \"default_avatar\"", in: fixture, type: "NetworkImage").0.image, .file(fixture.path("default_avatar.png")))
    }

    @Test func aMissingNameIsAPlaceholderWithAWarning() throws {
        let fixture = try ViewFixture()
        let (a, warnings) = try image("\"src\": \"nothing\"", in: fixture, file: "main.json")
        expectEqual(a.image, .missing("nothing"))
        expectEqual(warnings, ["main.json:1:26: no image 'nothing' beside the file or in the layout root '\(fixture.root)' or its images/ folder "
            + "(looked for nothing, nothing.png, nothing@2x.png, nothing@3x.png); a placeholder is drawn"])
        try expectEqual(image("\"src\": \"\"", in: fixture).0.image, nil)
        try expectEqual(image("\"src\": \"@{missing}\"", in: fixture).0.image, nil)
    }

    @Test func aDirectoryIsNotAnImage() throws {
        let fixture = try ViewFixture()
        _ = try fixture.directory.write("avatar/readme.txt", "a folder named like the image")
        try fixture.write("avatar.png", "png")
        try expectEqual(image("\"src\": \"avatar\"", in: fixture).0.image, .file(fixture.path("avatar.png")))
    }

    @Test func pathsOutOfTheRootAreRefused() throws {
        let fixture = try ViewFixture()
        try fixture.write("outside.png", "png")
        try fixture.write("Layouts/inside.png", "png")
        let layouts = fixture.path("Layouts")
        try fixture.write("Layouts/up.json", #"{"type": "Image", "src": "../outside"}"#)
        expectEqual(fixture.error("Layouts/up.json"), "Layouts/up.json:1:26: error: 'src' '../outside' leads out of the layout root 'Layouts'")
        try fixture.write("Layouts/absolute.json", #"{"type": "Image", "src": "\#(fixture.path("outside.png"))"}"#)
        expectEqual(fixture.error("Layouts/absolute.json"), "Layouts/absolute.json:1:26: error: 'src' 'outside.png' is an absolute path; "
            + "paths are relative to the including file's folder, inside the layout root 'Layouts'")
        try FileManager.default.createSymbolicLink(atPath: layouts + "/link.png", withDestinationPath: fixture.path("outside.png"))
        try fixture.write("Layouts/link.json", #"{"type": "Image", "src": "link"}"#)
        expectEqual(fixture.error("Layouts/link.json"), "Layouts/link.json:1:26: error: 'src' 'link' is a link that leads out of the layout root 'Layouts'")
        // A link that stays inside is followed.
        try FileManager.default.createSymbolicLink(atPath: layouts + "/alias.png", withDestinationPath: layouts + "/inside.png")
        try fixture.write("Layouts/alias.json", #"{"type": "Image", "src": "alias"}"#)
        try expectEqual(fixture.view("Layouts/alias.json").0.attributes.image, .file(layouts + "/inside.png"))
    }

    @Test func imagePathsOfADocument() throws {
        let fixture = try ViewFixture()
        try fixture.write("a.png", "png")
        try fixture.write("b.png", "png")
        try fixture.write("main.json", """
            {"type": "View", "child": [{"type": "Image", "src": "a"}, {"type": "NetworkImage", "url": "https://x", "defaultImage": "b"},
              {"type": "Image", "src": "a"}, {"type": "Image", "src": "none"}]}
            """)
        let (states, _) = try fixture.load()
        guard case .view(let document)? = states.first?.document else {
            Issue.record("not a view tree")
            return
        }
        expectEqual(document.imagePaths, [fixture.path("a.png"), fixture.path("b.png")])
    }
}
