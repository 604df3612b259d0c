import ContactsDomain

/// The names of chat services as people write them, for a chat handle's caption.
enum ChatService {
  /// "Skype" for "skype", "XMPP" for "xmpp", "Google Talk" for "googletalk"; a service this
  /// does not know with its first letter raised; "Chat" when the handle names none.
  static func caption(_ label: String) -> String {
    guard !label.isEmpty else { return ContactFields.chats.caption }
    let key = label.lowercased().filter { $0.isLetter || $0.isNumber }
    return names[key] ?? ShownDetail.raised(label)
  }

  private static let names: [String: String] = [
    "aim": "AIM", "facebook": "Facebook", "gadugadu": "Gadu-Gadu", "googletalk": "Google Talk",
    "gtalk": "Google Talk", "icq": "ICQ", "irc": "IRC", "jabber": "Jabber", "matrix": "Matrix",
    "msn": "MSN", "qq": "QQ", "signal": "Signal", "sip": "SIP", "skype": "Skype",
    "telegram": "Telegram", "whatsapp": "WhatsApp", "xmpp": "XMPP", "yahoo": "Yahoo",
  ]
}
