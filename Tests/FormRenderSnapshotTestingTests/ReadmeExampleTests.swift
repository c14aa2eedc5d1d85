#if SnapshotTesting
// The README's Swift test, as it stands there (DocumentationBlockTests checks that it does): its
// references are in __Snapshots__/ReadmeExampleTests/.
import FormRenderSnapshotTesting
import FormRenderTesting
import Testing

@Test func contactForm() {
    assertFormSnapshot(of: "Forms/Contact.form.json", widths: [.compact, .regular])
    assertFormSnapshot(of: "Forms/Contact.form.json", variant: "errors", locale: "ar", mask: ["role:counter"])
}

@Test func contactFormWithSnapshotTesting() throws {
    assertSnapshot(of: try SnapshotForm("Forms/Contact.form.json"), as: .formImage(width: .regular, mask: ["field:email"]))
}
#endif
