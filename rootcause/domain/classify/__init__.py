"""Classification: the framework models (HFACS-MES, fishbone 6M, WHO ICPS) with their keyword and learned
rules, compiled into the suggester that proposes codes and bones for a cause statement, with reasons."""

from rootcause.domain.classify.suggester import Suggester
from rootcause.domain.classify.taxonomy import Category, FrameworkConfig, HfacsCategory, Level

__all__ = ["Category", "FrameworkConfig", "HfacsCategory", "Level", "Suggester"]
