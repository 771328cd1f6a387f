from fitkit.loop import fit

__all__ = ["fit"]
