"""The PHI guard: finds identifiers of patients and staff in free text before anything is stored.
``patterns`` holds the word tables and compiled patterns, ``names`` the person-name detectors, ``detect`` the
entry points."""

from rootcause.domain.model.phi_kinds import KIND_LABELS, KINDS
from rootcause.domain.phi.detect import PHIFinding, contains_phi, find_phi, guard

__all__ = ["KINDS", "KIND_LABELS", "PHIFinding", "contains_phi", "find_phi", "guard"]
