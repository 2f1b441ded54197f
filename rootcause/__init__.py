"""RootCause: root cause analysis of patient-safety events."""

__version__ = "0.1.0"
