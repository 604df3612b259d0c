import ContactsTerminal

/// `contacts ui`: the screens in a terminal.
public enum TerminalApp {}
