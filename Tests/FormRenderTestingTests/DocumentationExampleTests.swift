// docs/snapshot-testing.md's first Swift example, as it stands there (DocumentationBlockTests checks that
// it does): its references are in __Snapshots__/DocumentationExampleTests/ and Snapshots/.
import FormRenderTesting
import Testing

@Test func signupForm() {
    assertFormSnapshot(of: "Forms/Signup.form.json", widths: [.compact, .regular])
    assertFormSnapshot(of: "Forms/FieldGallery.form.json", variant: "errors", snapshotDirectory: "Snapshots")
}
