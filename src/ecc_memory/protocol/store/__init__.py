"""The memory directory on disk while it is written: private state, the writer lock, the
write journal and the view readers take of a directory a crashed writer left behind."""
