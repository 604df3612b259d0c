@_exported import ContactsSampleData
