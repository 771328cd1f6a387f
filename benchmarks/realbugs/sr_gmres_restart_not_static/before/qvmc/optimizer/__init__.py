from qvmc.optimizer.sr import SRLazyGMRES

__all__ = ["SRLazyGMRES"]
