from smc.filter import BootstrapFilter
from smc.models import LogisticGrowth

__all__ = ["BootstrapFilter", "LogisticGrowth"]
