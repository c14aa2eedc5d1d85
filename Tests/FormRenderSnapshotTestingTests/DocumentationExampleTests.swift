#if SnapshotTesting
// docs/snapshot-testing.md's swift-snapshot-testing example, as it stands there (DocumentationBlockTests
// checks that it does): its references are in __Snapshots__/DocumentationExampleTests/.
import FormRenderSnapshotTesting
import Testing

@Test func userFormWithSnapshotTesting() throws {
    assertSnapshot(of: try SnapshotForm("Hints/User.hints"), as: .formImage(width: .compact))
    assertSnapshot(of: try SnapshotForm("Forms/FieldGallery.form.json", variant: "errors", themeFile: "Themes/Midnight.json", locale: "ar"),
                   as: .formImage(width: .regular, scale: 1, maxDiffPixels: 20, mask: ["role:counter"]))
}
#endif
