from spinvmc.driver import VMCDriver
from spinvmc.model import Jastrow
from spinvmc.operator import TransverseIsing

__all__ = ["Jastrow", "TransverseIsing", "VMCDriver"]
