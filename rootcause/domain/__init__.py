"""Pure rules of an RCA: no I/O, no framework imports."""
