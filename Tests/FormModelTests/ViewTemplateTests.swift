import Testing
import FormModel

@Suite("View templates")
struct ViewTemplateTests {
    @Test(arguments: [
        ("User ID: @{currentUserId}", ViewValue.string("User ID: 42")),
        ("@{cellType}Cell", .string("ProductCell")),
        ("@{title}", .string("Home")),
        ("@{currentUserId}", .number(42)),
        ("@{user.isPremium}", .bool(true)),
        ("@{missing}", .null),
        ("@{user}", .object(ViewObject([("name", .string("Ada")), ("isPremium", .bool(true)), ("isLoggedIn", .bool(false)), ("age", .number(36)), ("avatarUrl", .null)]))),
        ("@{isSelected ? #007AFF : #000000}", .colour("#007AFF")),
        ("@{selectedTab == 0}", .bool(true)),
        (" @{currentUserId}", .string(" 42")),
        ("@{a}@{b}", .string("")),
        ("@{count}/@{products.count}", .string("5/2")),
        ("Price: @{products[0].price}", .string("Price: 12.5")),
        ("Missing: [@{missing}]", .string("Missing: []")),
        ("@{half * 2} items", .string("1 items")),
        ("@{'}'}", .string("}")),
        ("@{\"a}b\" + '\\'}'}", .string("a}b'}")),
        ("plain text", .string("plain text")),
        ("", .string("")),
        ("email@example.com", .string("email@example.com")),
        ("{not a binding}", .string("{not a binding}")),
        ("trailing @", .string("trailing @")),
        ("é @{title} ü", .string("é Home ü")),
    ])
    func evaluation(text: String, expected: ViewValue) throws {
        #expect(try ViewTemplate.parse(text).evaluate(in: viewTestScope) == expected, "\(text)")
    }

    @Test func segments() throws {
        let template = try ViewTemplate.parse("User ID: @{currentUserId}!")
        #expect(template.segments == [.text("User ID: "), .expression(try ViewExpression.parse("currentUserId")), .text("!")])
        #expect(template.hasExpressions)
        #expect(try !ViewTemplate.parse("plain").hasExpressions)
    }

    @Test(arguments: [
        ("User @{name", "unterminated '@{' at column 6 in \"User @{name\""),
        ("@{", "unterminated '@{' at column 1 in \"@{\""),
        ("@{'}", "unterminated '@{' at column 1 in \"@{'}\""),
        ("ok @{a} then @{b", "unterminated '@{' at column 14 in \"ok @{a} then @{b\""),
        ("@{}", "empty expression at column 1 in \"\""),
        ("x @{a &&} y", "expected a value, found end of expression at column 5 in \"a &&\""),
    ])
    func errors(text: String, message: String) {
        #expect(throws: ViewExpressionError.self) { try ViewTemplate.parse(text) }
        do {
            _ = try ViewTemplate.parse(text)
        } catch {
            #expect("\(error)" == message)
        }
    }
}
