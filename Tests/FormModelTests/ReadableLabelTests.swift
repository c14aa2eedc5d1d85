import Expectations
import Testing
import FormModel
import FormSupport

@Suite("readableLabel(fromID:)")
struct ReadableLabelTests {
    @Test(arguments: [
        ("postalCode", "Postal Code"),
        ("first_name", "First Name"),
        ("homeURL", "Home URL"),
        ("URLString", "URL String"),
        ("userID", "User ID"),
        ("ID", "ID"),
        ("email", "Email"),
        ("a", "A"),
        ("username", "Username"),
        ("dateOfBirth", "Date Of Birth"),
        ("phone-number", "Phone Number"),
        ("street address", "Street Address"),
        ("address.line1", "Address Line 1"),
        ("address2", "Address 2"),
        ("line2Text", "Line 2 Text"),
        ("area51", "Area 51"),
        ("2fa", "2fa"),
        ("__private__", "Private"),
        ("snake_case_ID", "Snake Case ID"),
        ("PDFFile", "PDF File"),
        ("User", "User"),
        ("ContactInfo", "Contact Info"),
        ("straße", "Straße"),
        ("éclairSize", "Éclair Size"),
        ("", ""),
        ("_", ""),
    ])
    func labels(id: String, label: String) {
        expectEqual(readableLabel(fromID: id), label)
    }
}
