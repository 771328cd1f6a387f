from ampsweep.sweep import sweep_gains

__all__ = ["sweep_gains"]
